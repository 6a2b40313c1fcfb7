import { ErrorCode } from '@foyer/headless';
import { Panel, WalletConnectView, walletConnectViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { metamask } from '../../fixtures/externalWallets.fixtures.ts';

/** Spec §2 'Wallet connection status', and the wallet errors of §8. */
const meta = {
  title: 'Screens/ExternalWallets/WalletConnect',
  component: WalletConnectView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'connecting',
    option: metamask,
    onRetry: fn(),
    onSign: fn(),
    onUseDifferentWallet: fn(),
    onConnect: fn(),
  },
} satisfies Meta<typeof WalletConnectView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Waiting for MetaMask', with the disabled 'Connecting' button. */
export const Connecting: Story = {};
/** The wallet is asked to move to a supported chain. */
export const SwitchingNetworks: Story = { args: { status: 'switching' } };
/** Connected: 'Sign to verify' with 'Sign with your wallet'. */
export const SignToVerify: Story = {
  args: { status: 'sign' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign with your wallet' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};
export const Signing: Story = { args: { status: 'signing' } };
export const Success: Story = { args: { status: 'success' } };
/** 4001: 'You rejected the request', with Retry. */
export const Rejected: Story = {
  args: { status: 'error', error: { code: ErrorCode.USER_REJECTED_REQUEST } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const TimedOut: Story = { args: { status: 'error', error: { code: ErrorCode.WALLET_REQUEST_TIMEOUT } } };
export const CouldNotLogIn: Story = { args: { status: 'error', error: { code: ErrorCode.INVALID_CREDENTIALS } } };
/** Not retryable. */
export const UserExists: Story = { args: { status: 'error', error: { code: ErrorCode.LINKED_TO_ANOTHER_USER } } };
/** Not retryable: 'Unable to link' / 'You've reached the maximum number of linked wallets.' */
export const MaxLinkedWallets: Story = {
  args: { status: 'error', error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE } },
};
export const ConnectionError: Story = {
  args: { status: 'error', error: { code: ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR } },
};
export const Disconnected: Story = { args: { status: 'error', error: { code: ErrorCode.WALLET_DISCONNECTED } } };
export const UnsupportedChain: Story = { args: { status: 'error', error: { code: ErrorCode.UNSUPPORTED_CHAIN_ID } } };
export const InvalidParams: Story = {
  args: { status: 'error', error: { code: ErrorCode.WALLET_INVALID_PARAMS } },
};
export const ConnectionPending: Story = {
  args: { status: 'error', error: { code: ErrorCode.WALLET_CONNECTION_PENDING } },
};
export const RequestPending: Story = {
  args: { status: 'error', error: { code: ErrorCode.WALLET_REQUEST_PENDING } },
};
export const WalletLocked: Story = { args: { status: 'error', error: { code: ErrorCode.WALLET_LOCKED } } };
/** After 2 retries: 'Unable to connect wallet', no Retry. */
export const UnableToConnect: Story = { args: { status: 'unable', error: { code: ErrorCode.USER_REJECTED_REQUEST } } };

/** In an in-app browser: the wallet's prompt needs a trusted click, so 'Continue' starts the connection. */
export const InAppBrowserConnect: Story = {
  args: { status: 'connect' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  args: { error: { code: ErrorCode.USER_REJECTED_REQUEST } },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {walletConnectViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <WalletConnectView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
