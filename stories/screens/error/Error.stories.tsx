import { ErrorView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errors } from '../../fixtures/emailLogin.fixtures.ts';

/** The error screen (spec §8 error screen mapping) for the errors the e-mail slice can raise. */
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
  args: { error: errors.network, onAction: fn() },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Request failed' / 'Too many attempts.' / 'Try again later'. */
export const TooManyRequests: Story = { args: { error: errors.tooManyRequests } };

/** 'Not allowed' / 'Try another method'. */
export const NotAllowed: Story = { args: { error: errors.disallowedLoginMethod } };

/** Spec §2 'Allowlist rejection', default copy. */
export const AllowlistRejected: Story = { args: { error: errors.allowlistRejected } };

/** The app's `allowlist_config` replaces the copy; its call to action links out. */
export const AllowlistRejectedCustom: Story = {
  args: {
    error: errors.allowlistRejected,
    allowlist: { errorTitle: 'Acme is invite-only', errorDetail: 'Join the waitlist and we will let you in soon.', ctaText: 'Join the waitlist', ctaLink: 'https://example.com/waitlist' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', 'https://example.com/waitlist');
  },
};

/** Spec §2 'User limit'. */
export const UserLimit: Story = { args: { error: errors.userLimit } };

/** Spec §2 'Account not found': a no-signup login of an unknown address. */
export const AccountNotFound: Story = { args: { error: errors.accountNotFound, appName: 'Acme' } };

/** 'Authentication failed': the address belongs to another user. */
export const LinkedToAnotherUser: Story = { args: { error: errors.linkedToAnotherUser } };

/** A 400/422 shows the server's message, as text. */
export const ServerMessage: Story = {
  args: { error: errors.serverMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(errors.serverMessage.serverMessage)).toBeVisible();
  },
};

/** Anything else: 'Something went wrong' / 'Try again later'. */
export const Unknown: Story = {};

/** Every status side by side, in the dark theme (the single-status stories cover light). */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {[
        errors.tooManyRequests,
        errors.disallowedLoginMethod,
        errors.allowlistRejected,
        errors.userLimit,
        errors.accountNotFound,
        errors.linkedToAnotherUser,
        errors.serverMessage,
        errors.network,
      ].map((error) => (
        <Panel root={false} key={error.code}>
          <ErrorView {...args} appName="Acme" error={error} />
        </Panel>
      ))}
    </div>
  ),
};
