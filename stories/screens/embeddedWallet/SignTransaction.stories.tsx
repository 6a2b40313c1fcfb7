import { Panel, SignTransactionView, signTransactionViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deploymentToSign, transactionToSign, walletErrors } from '../../fixtures/wallet.fixtures.ts';

/** An Ethereum transaction to sign (`eth_signTransaction`), shown as one: idle, 'Signing...', success, or an error with Retry. */
const meta = {
  title: 'Screens/EmbeddedWallet/SignTransaction',
  component: SignTransactionView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', transaction: transactionToSign, onSign: fn() },
} satisfies Meta<typeof SignTransactionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sign transaction': to, the amount in ETH, the network, the call data; 'Approve'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.25 ETH')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** A deployment on a chain nobody named: 'New contract', 'Chain 31337'; long data scrolls past 310 px. */
export const ContractCreation: Story = {
  args: { transaction: deploymentToSign },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Transaction details' });
    await expect(box.clientHeight).toBeLessThanOrEqual(310);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
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
      {signTransactionViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignTransactionView
            {...args}
            status={status}
            error={status === 'error' ? walletErrors.unableToSign : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
