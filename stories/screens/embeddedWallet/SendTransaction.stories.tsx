import { Panel, SendTransactionView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sendErrors,
  sendMaliciousPreview,
  sendPreview,
  sendReceipt,
  sendSepoliaPreview,
  sendSimulationFailedPreview,
  sendSuspiciousPreview,
  sendTinyFeePreview,
  sendUnknownCallPreview,
  sendWithoutFunds,
} from '../../fixtures/wallet.fixtures.ts';

/**
 * Sending an Ethereum transaction (`sendTransaction`, `eth_sendTransaction`): what it does, the scan,
 * the details accordion, then 'Sending...', the receipt, or the error screen with 'Retry transaction'.
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

/** 'Confirm transaction': 0.01 ETH with its dollar value, the details closed; 'Approve'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Send 0.01 ETH ($30.00)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** The accordion opened by keyboard: From, To, the network, the action, Est. Fees under a cent ('(<$0.01)'), the Total. */
export const Details: Story = {
  args: { preview: sendTinyFeePreview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('button', { name: 'Transaction details' });
    details.focus();
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('<0.000001 ETH (<$0.01)')).toBeVisible();
  },
};

/** A call no ABI decodes, scanned: what the wallet sends and receives, with dollars. */
export const AssetChanges: Story = { args: { preview: sendUnknownCallPreview } };

/** An unlimited approval ('Maximum') with a warning verdict: 'Warning: Suspicious transaction' and why. */
export const Suspicious: Story = { args: { preview: sendSuspiciousPreview } };

/** A malicious verdict: Approve disabled until 'I understand and want to proceed anyways.' is ticked. */
export const Malicious: Story = {
  args: { preview: sendMaliciousPreview },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** The checkbox ticked by keyboard (Space): Approve enabled. */
export const MaliciousAcknowledged: Story = {
  args: { preview: sendMaliciousPreview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I understand and want to proceed anyways.' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** The simulation reverts: 'Simulation failed:' and the contract's reason. */
export const SimulationFailed: Story = { args: { preview: sendSimulationFailedPreview } };

/** Not enough funds, in an app without funding: the spec's copy, where to add funds, and Approve disabled. */
export const WithoutFunds: Story = {
  args: { preview: sendWithoutFunds },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** Not enough funds, in an app that offers funding: 'Add funds on <chain> to complete transaction.' opens it. */
export const WithoutFundsAddFunds: Story = {
  args: { preview: sendWithoutFunds, onAddFunds: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Add funds on .+ to complete transaction\.$/ }),
    );
    await expect(args.onAddFunds).toHaveBeenCalledOnce();
  },
};

/** The first of two transactions: '(1 / 2)', 'Continue'. */
export const FirstOfTwo: Story = { args: { preview: { ...sendPreview, batch: { index: 1, count: 2 } } } };

/** 'Sending...' while the wallet signs and the chain takes it. */
export const Sending: Story = { args: { status: 'signing' } };

/** The receipt on Sepolia: 'Transaction complete!', the hash to copy, its block explorer page, 'All Done'. */
export const Complete: Story = { args: { preview: sendSepoliaPreview, status: 'success', receipt: sendReceipt } };

/** Sent, then reverted: 'Transaction failed', 'Please try again.', the hash and its explorer page, 'Retry transaction'. */
export const Failed: Story = { args: { preview: sendSepoliaPreview, status: 'error', error: sendErrors.reverted } };
