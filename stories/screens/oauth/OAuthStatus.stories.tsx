import { OAuthStatusView, oauthStatusViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Social provider status screen' and the copy table of spec §8. */
const meta = {
  title: 'Screens/OAuth/OAuthStatus',
  component: OAuthStatusView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'verifying', provider: 'google' },
} satisfies Meta<typeof OAuthStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Verifying connection to Google': at the provider (popup or redirect), then the code exchange. */
export const Verifying: Story = {};

/** 'Successfully connected with GitHub' / 'You're good to go!' (1.4 s, then the after-login steps). */
export const Success: Story = { args: { status: 'success', provider: 'github' } };

/** A retryable failure: 'Authentication failed' with Retry. */
export const FailedRetryable: Story = {
  args: { status: 'error', detail: 'Retry and check email to finish connecting your account.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A failure that Retry cannot fix: a suspended account. */
export const FailedSuspended: Story = {
  args: {
    status: 'error',
    provider: 'twitter',
    detail: 'Your Twitter account is suspended. Please try another login method.',
  },
};

/** The provider's own rate limit. */
export const FailedProviderRateLimit: Story = {
  args: {
    status: 'error',
    provider: 'discord',
    detail: 'Request limit reached for Discord. Please wait a moment and try again.',
  },
};

/** A return whose state is not the stored one. */
export const FailedTamperedState: Story = {
  args: { status: 'error', detail: 'Unexpected auth flow. This may be a phishing attempt.', onRetry: fn() },
};

/** Every status side by side, in the dark theme, with every provider's icon. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {oauthStatusViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <OAuthStatusView {...args} status={status} detail="Something went wrong. Try again." />
        </Panel>
      ))}
    </div>
  ),
};
