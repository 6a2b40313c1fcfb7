import { ErrorCode } from '@foyer/headless';
import { Panel, PasskeyStatusView, passkeyStatusViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Passkey screens': the status screen while the browser's passkey prompt runs. */
const meta = {
  title: 'Screens/Passkey/Status',
  component: PasskeyStatusView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'waiting', onRetry: fn() },
} satisfies Meta<typeof PasskeyStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Waiting for passkey': generating the challenge, then the browser's prompt. */
export const Waiting: Story = {};

/** 'Success': logged in, signed up or linked; the after-login steps follow. */
export const Success: Story = { args: { status: 'success' } };

/** The prompt was cancelled or timed out: 'Passkey request timed out or rejected by user.' with Retry. */
export const NotAllowed: Story = {
  args: { status: 'error', errorCode: ErrorCode.PASSKEY_NOT_ALLOWED },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A sixth passkey: 'Cannot link more passkeys to account.' (no Retry). */
/** A cancelled login where the app offers passkey sign-up: 'Create new account' rather than another method. */
export const NotAllowedSignupOffered: Story = {
  args: { status: 'error', errorCode: ErrorCode.PASSKEY_NOT_ALLOWED, noPasskey: 'signup', onSignup: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create new account' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
  },
};

export const TooManyPasskeys: Story = { args: { status: 'error', errorCode: ErrorCode.CANNOT_LINK_MORE_OF_TYPE } };

/** 'WebAuthn is not supported in this browser' (no Retry). */
export const UnsupportedBrowser: Story = { args: { status: 'error', errorCode: ErrorCode.WEBAUTHN_NOT_SUPPORTED } };

/** The browser refused the page's address (an IP address, or an rp id that is not its domain): what to do, no Retry. */
export const InvalidDomain: Story = { args: { status: 'error', errorCode: ErrorCode.PASSKEY_INVALID_DOMAIN } };

/** Anything else: 'An unknown error occurred.' with Retry. */
export const UnknownError: Story = { args: { status: 'error', errorCode: ErrorCode.UNKNOWN_AUTH_ERROR } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {passkeyStatusViewStatuses.map((status) => (
        <Panel key={status} root={false}>
          <PasskeyStatusView {...args} status={status} errorCode={ErrorCode.PASSKEY_NOT_ALLOWED} />
        </Panel>
      ))}
    </div>
  ),
};
