import { Panel, TransferView, transferViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { otherEmbeddedWallet, transferError, transfers } from '../../fixtures/accounts.fixtures.ts';

/** Spec §2 'Account transfer': where ACCOUNT_TRANSFER_REQUIRED leads while linking. */
const meta = {
  title: 'Screens/Account/Transfer',
  component: TransferView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'confirm',
    data: transfers.email,
    onContinue: fn(),
    onTransfer: fn(),
    onDecline: fn(),
    writeText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof TransferView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Email address is associated with another account', 'Transfer and delete account', 'No thanks'. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer and delete account' }));
    await expect(args.onTransfer).toHaveBeenCalledOnce();
  },
};

/** A phone number. */
export const ConfirmPhone: Story = { args: { data: transfers.phone } };

/** An external wallet. */
export const ConfirmWallet: Story = { args: { data: transfers.wallet } };

/** An OAuth account: 'Google profile', with the server's display name as the handle. */
export const ConfirmGoogle: Story = { args: { data: transfers.google } };

/** The other account has an embedded wallet: 'Continue' leads to the assets check. */
export const ConfirmWithEmbeddedWallet: Story = { args: { data: transfers.emailWithWallet } };

/** 'Check account assets before transferring': the address to copy and a block explorer link. */
export const CheckAssets: Story = {
  args: { status: 'check-assets', data: transfers.emailWithWallet },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy wallet address' }));
    await expect(args.writeText).toHaveBeenCalledWith(otherEmbeddedWallet);
  },
};

/** The transfer call in flight. */
export const Transferring: Story = { args: { status: 'transferring' } };

/** From the assets check. */
export const TransferringAfterAssetsCheck: Story = {
  args: { status: 'transferring', data: transfers.emailWithWallet, checkingAssets: true },
};

/** 'Success!', then the modal closes after 1 s. */
export const Success: Story = { args: { status: 'success' } };

/** The transfer failed (e.g. the nonce expired). */
export const TransferError: Story = { args: { status: 'error', error: transferError } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {transferViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <TransferView
            {...args}
            status={status}
            data={transfers.emailWithWallet}
            checkingAssets
            error={transferError}
          />
        </Panel>
      ))}
    </div>
  ),
};
