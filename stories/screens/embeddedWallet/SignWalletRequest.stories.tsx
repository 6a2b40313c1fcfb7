import { Panel, SignWalletRequestView, signWalletRequestViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { walletApiRequests, walletErrors } from '../../fixtures/wallet.fixtures.ts';

/**
 * A wallet-API request signed as the user (session signers): what it does in words when recognised,
 * its body; idle, 'Signing...', success, or an error with Retry.
 */
const meta = {
  title: 'Screens/EmbeddedWallet/SignWalletRequest',
  component: SignWalletRequestView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', request: walletApiRequests.addSigner, onSign: fn() },
} satisfies Meta<typeof SignWalletRequestView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Authorize wallet request': 'Add signer kq_trading_bot_01', the body; 'Authorize'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add signer kq_trading_bot_01')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Authorize' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** No signers left: 'Remove all signers'. */
export const RemoveSigners: Story = { args: { request: walletApiRequests.removeSigners } };

/** A request it cannot say in words: its method and path; the body box is at most 310 px tall (it scrolls past). */
export const OtherRequest: Story = {
  args: { request: walletApiRequests.other },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('POST /api/v1/wallets/wlt_3kq8v2n9x7/rpc')).toBeVisible();
    const box = canvas.getByRole('region', { name: 'Request body' });
    await expect(box.clientHeight).toBeLessThanOrEqual(310);
  },
};

/** 'Signing...' while the wallet signs. */
export const Signing: Story = { args: { status: 'signing' } };

/** Shown for 1.4 s, then the modal closes. */
export const Success: Story = { args: { status: 'success' } };

/** The error code's copy, with Retry. */
export const SignFailed: Story = { args: { status: 'error', error: walletErrors.unableToSign } };

/** Every status side by side, in the dark theme (their body regions share one name: landmark-unique off here only). */
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
      {signWalletRequestViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignWalletRequestView
            {...args}
            status={status}
            error={status === 'error' ? walletErrors.unableToSign : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
