import { ErrorCode } from '@foyer/headless';
import { Panel, SolanaSignInView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Spec wallets §2 'Wallet connection status', for Sign-In With Solana. */
const meta = {
  title: 'Screens/SolanaWallets/SolanaSignIn',
  component: SolanaSignInView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'connecting', walletName: 'Phantom', onSign: fn(), onRetry: fn(), onOtherWallet: fn() },
} satisfies Meta<typeof SolanaSignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Waiting for Phantom', with a disabled 'Connecting'. */
export const Connecting: Story = {};
/** 'Sign to verify' / 'Sign with your wallet'. */
export const AwaitingSignature: Story = { args: { status: 'awaiting-signature' } };
export const Signing: Story = { args: { status: 'signing' } };
/** 'Successfully connected with Phantom'. */
export const Success: Story = { args: { status: 'success' } };
/** A refused signature: 'Could not log in with wallet' with 'Retry'. */
export const Rejected: Story = { args: { status: 'error', error: { code: ErrorCode.USER_REJECTED_REQUEST } } };
/** After 2 retries: 'Unable to connect wallet', no 'Retry'. */
export const RetriesExhausted: Story = {
  args: { status: 'error', error: { code: ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR }, retriesExhausted: true },
};
