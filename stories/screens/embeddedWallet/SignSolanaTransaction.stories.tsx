import { Panel, SignSolanaTransactionView, signSolanaTransactionViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { solanaTransactionToSign, walletErrors } from '../../fixtures/wallet.fixtures.ts';

/** A Solana transaction to sign (`solana:signTransaction`), decoded: idle, 'Signing...', success, or an error with Retry. */
const meta = {
  title: 'Screens/EmbeddedWallet/SignSolanaTransaction',
  component: SignSolanaTransactionView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', transaction: solanaTransactionToSign, onSign: fn() },
} satisfies Meta<typeof SignSolanaTransactionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sign transaction': the fee payer, a 1.5 SOL transfer and its destination, a memo program; 'Approve'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^1\.5 SOL to /)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** 'Signing...' while the wallet signs. */
export const Signing: Story = { args: { status: 'signing' } };

/** Shown for 1.4 s, then the modal closes. */
export const Success: Story = { args: { status: 'success' } };

/** The error code's copy, with Retry. */
export const SignFailed: Story = { args: { status: 'error', error: walletErrors.unableToSign } };

/** Every status side by side, in the dark theme (their details regions share one name: landmark-unique off here only). */
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
      {signSolanaTransactionViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignSolanaTransactionView
            {...args}
            status={status}
            error={status === 'error' ? walletErrors.unableToSign : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
