import { Panel, SendTransactionView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sendApprovalPreview,
  sendErrors,
  sendPreview,
  sendReceipt,
  sendTinyFeePreview,
  sendTokenPreview,
  sendUnknownCallPreview,
  sendWithoutFunds,
} from '../../fixtures/wallet.fixtures.ts';

/**
 * Sending an Ethereum transaction (`sendTransaction`, `eth_sendTransaction`): the prepared transaction
 * with its decoded action, fees and total, then 'Sending...', the receipt, or an error with 'Retry transaction'.
 */
const meta = {
  title: 'Screens/EmbeddedWallet/SendTransaction',
  component: SendTransactionView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', preview: sendPreview, onSign: fn(), onDone: fn() },
} satisfies Meta<typeof SendTransactionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Confirm transaction': 0.01 ETH with its dollar value, From, To, the network, Est. Fees and the Total; 'Approve'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Send 0.01 ETH ($30.00)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** An ERC-20 transfer, decoded: 'Transfer 50 USDC'; no prices known, so no dollar values. */
export const TokenTransfer: Story = { args: { preview: sendTokenPreview } };

/** An unlimited approval reads 'Maximum'. */
export const UnlimitedApproval: Story = { args: { preview: sendApprovalPreview } };

/** A call no bundled ABI knows: 'Contract call' and its raw data. */
export const UnknownCall: Story = { args: { preview: sendUnknownCallPreview } };

/** A fee under a cent: '(<$0.01)', and under a millionth of an ETH: '<0.000001'. */
export const TinyFee: Story = { args: { preview: sendTinyFeePreview } };

/** Not enough funds: the spec's copy, and Approve disabled. */
export const WithoutFunds: Story = {
  args: { preview: sendWithoutFunds },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** The first of two transactions: '(1 / 2)', 'Continue'. */
export const FirstOfTwo: Story = { args: { preview: { ...sendPreview, batch: { index: 1, count: 2 } } } };

/** The last of two: '(2 / 2)', 'Approve'. */
export const LastOfTwo: Story = { args: { preview: { ...sendPreview, batch: { index: 2, count: 2 } } } };

/** 'Sending...' while the wallet signs and the chain takes it. */
export const Sending: Story = { args: { status: 'signing' } };

/** The receipt: 'Transaction complete!', the transaction hash, 'All Done'. */
export const Complete: Story = { args: { status: 'success', receipt: sendReceipt } };

/** 'Transaction failed', with 'Retry transaction'. */
export const Failed: Story = { args: { status: 'error', error: sendErrors.failed } };
