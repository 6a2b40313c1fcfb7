import { Panel, SendSolanaTransactionView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sendErrors,
  solanaSendPreview,
  solanaSendReceipt,
  solanaSendWithoutFunds,
} from '../../fixtures/wallet.fixtures.ts';

/**
 * Sending a Solana transaction (`signAndSendTransaction`): its instructions decoded, the scan, the
 * details accordion, then 'Sending...', the receipt, or the error screen with 'Retry transaction'.
 */
const meta = {
  title: 'Screens/EmbeddedWallet/SendSolanaTransaction',
  component: SendSolanaTransactionView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', preview: solanaSendPreview, onSign: fn(), onDone: fn() },
} satisfies Meta<typeof SendSolanaTransactionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every instruction kind decoded (SOL and USDC transfers, a token account, a new account, a memo
 * program), what the wallet sends, and the details opened: Est. Fees and the Total; 'Approve'.
 */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transaction details' }));
    await expect(canvas.getByText('1.500005 SOL ($225.00)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** Not enough SOL, in an app without funding: the spec's copy, where to add funds, and Approve disabled. */
export const WithoutFunds: Story = {
  args: { preview: solanaSendWithoutFunds },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** Not enough SOL, in an app that offers funding: 'Add funds on Solana to complete transaction.' opens it. */
export const WithoutFundsAddFunds: Story = {
  args: { preview: solanaSendWithoutFunds, onAddFunds: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add funds on Solana to complete transaction.' }),
    );
    await expect(args.onAddFunds).toHaveBeenCalledOnce();
  },
};

/** 'Sending...' while the wallet signs and the cluster confirms it. */
export const Sending: Story = { args: { status: 'signing' } };

/** The receipt: 'Transaction complete!', the signature to copy, 'All Done'. */
export const Complete: Story = { args: { status: 'success', receipt: solanaSendReceipt } };

/** Missing funds found on sending: the spec's line in 'Error message', 'Retry transaction'. */
export const Failed: Story = { args: { status: 'error', error: sendErrors.insufficientFunds } };
