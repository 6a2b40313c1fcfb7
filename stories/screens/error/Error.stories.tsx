import { ErrorView, errorViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorContext } from '../../fixtures/emailLogin.fixtures.ts';

/** The error screen (spec §8 error screen mapping), one story per status. */
const meta = {
  title: 'Screens/Error/Error',
  component: ErrorView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'unknown', onAction: fn() },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Request failed' / 'Too many attempts.' / 'Try again later' (closes the modal). */
export const TooManyRequests: Story = { args: { status: 'too-many-requests' } };

/** 'Not allowed' / 'Try another method'. */
export const NotAllowed: Story = { args: { status: 'not-allowed' } };

/** Spec §2 'Allowlist rejection', default copy. */
export const AllowlistRejected: Story = { args: { status: 'allowlist-rejected' } };

/** The app's `allowlist_config` replaces the copy; its call to action links out. */
export const AllowlistRejectedCustom: Story = {
  args: { status: 'allowlist-rejected', allowlist: errorContext.allowlist },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      'https://example.com/waitlist',
    );
  },
};

/** Spec §2 'User limit'. */
export const UserLimit: Story = { args: { status: 'user-limit' } };

/** Spec §2 'Account not found': a no-signup login of an unknown address. */
export const AccountNotFound: Story = { args: { status: 'account-not-found', appName: errorContext.appName } };

/** 'Authentication failed': the address belongs to another user. */
export const LinkedToAnotherUser: Story = { args: { status: 'linked-to-another-user' } };

/** A 400/422 shows the server's message, as text. */
export const ServerMessage: Story = {
  args: { status: 'server-message', serverMessage: errorContext.serverMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(errorContext.serverMessage)).toBeVisible();
  },
};

/** Anything else: 'Something went wrong' and a 'Try again later' button that closes the modal. */
export const Unknown: Story = {};

/** The app config could not be loaded: 'Try again' fetches it again. */
export const ConfigUnavailable: Story = { args: { status: 'config-unavailable' } };

/** Every status side by side, in the dark theme (the single-status stories cover light). */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {errorViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <ErrorView {...args} {...errorContext} allowlist={null} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
