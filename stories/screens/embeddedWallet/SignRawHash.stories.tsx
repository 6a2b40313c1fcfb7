import { Panel, SignRawHashView, signRawHashViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hashToSign, walletErrors } from '../../fixtures/wallet.fixtures.ts';

/** A raw hash to sign (`secp256k1_sign`), always with its warning: idle, 'Signing...', success, or an error with Retry. */
const meta = {
  title: 'Screens/EmbeddedWallet/SignRawHash',
  component: SignRawHashView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', hash: hashToSign, onSign: fn() },
} satisfies Meta<typeof SignRawHashView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sign a raw hash', the warning, the hash in full; 'Sign hash'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(hashToSign)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign hash' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** 'Signing...' while the wallet signs. */
export const Signing: Story = { args: { status: 'signing' } };

/** Shown for 1.4 s, then the modal closes. */
export const Success: Story = { args: { status: 'success' } };

/** The error code's copy, with Retry. */
export const SignFailed: Story = { args: { status: 'error', error: walletErrors.unableToSign } };

/** Every status side by side, in the dark theme (their hash regions share one name: landmark-unique off here only). */
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
      {signRawHashViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignRawHashView {...args} status={status} error={status === 'error' ? walletErrors.unableToSign : null} />
        </Panel>
      ))}
    </div>
  ),
};
