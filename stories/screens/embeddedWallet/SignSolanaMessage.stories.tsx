import { Panel, SignMessageView, signMessageViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signUiOptions, solanaMessagesToSign, walletErrors } from '../../fixtures/wallet.fixtures.ts';

/**
 * A Solana message to sign (`wallet/sign-solana-message`, wallets spec §2 'Sign message'): the
 * message's bytes as text (or hex when they are not UTF-8); idle, 'Signing...', success for 1.4 s,
 * or an error with Retry.
 */
const meta = {
  title: 'Screens/EmbeddedWallet/SignSolanaMessage',
  component: SignMessageView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', message: solanaMessagesToSign.text, onSign: fn() },
} satisfies Meta<typeof SignMessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message as text, 'Sign and continue'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Message' });
    await expect(box.textContent).toBe(solanaMessagesToSign.text);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign and continue' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** Bytes that are not UTF-8 text: hex, with their length. */
export const HexBytes: Story = {
  args: { message: solanaMessagesToSign.hex, format: 'hex' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hex, 48 bytes')).toBeVisible();
  },
};

/** `uiOptions` replace the title, the description and the button text. */
export const CustomUiOptions: Story = { args: signUiOptions };

/** 'Signing...' while the wallet signs. */
export const Signing: Story = { args: { status: 'signing' } };

/** Shown for 1.4 s, then the modal closes. */
export const Success: Story = { args: { status: 'success' } };

/** The error code's copy, with Retry. */
export const SignFailed: Story = { args: { status: 'error', error: walletErrors.unableToSign } };

/** The wallet did not answer in time: its copy, with Retry. */
export const TimedOut: Story = { args: { status: 'error', error: walletErrors.timeout } };

/**
 * Every status side by side, in the dark theme. The message regions share one name here, which a
 * modal never shows at once: axe's landmark-unique rule is off for this grid only.
 */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'page-has-heading-one', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'region', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {signMessageViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignMessageView {...args} status={status} error={status === 'error' ? walletErrors.unableToSign : null} />
        </Panel>
      ))}
    </div>
  ),
};
