import { ErrorCode, OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '@foyer/headless';
import { Panel, TelegramView, telegramViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Telegram screen': the attempt runs when the screen opens (after Telegram, or in a Mini App). */
const meta = {
  title: 'Screens/Telegram/Telegram',
  component: TelegramView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'verifying', error: null, onRetry: fn() },
} satisfies Meta<typeof TelegramView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Verifying connection to Telegram': on the way to Telegram, or while the server checks its data. */
export const Verifying: Story = {};

/** 'Successfully connected with Telegram' and 'You're good to go!'; the modal moves on 1.4 s later. */
export const Success: Story = { args: { status: 'success' } };

/** A refused hash (invalid_credentials): 'Something went wrong. Try again.' with Retry. */
export const Failed: Story = {
  args: { status: 'error', error: { code: ErrorCode.INVALID_CREDENTIALS } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The Telegram account belongs to another user: no Retry. */
export const LinkedToAnotherUser: Story = {
  args: { status: 'error', error: { code: ErrorCode.LINKED_TO_ANOTHER_USER } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** The app has Telegram login off: 'Login with Telegram not allowed.' */
export const NotAllowed: Story = { args: { status: 'error', error: { code: ErrorCode.DISALLOWED_LOGIN_METHOD } } };

/** 'Too many requests. Please wait before trying again.' */
export const TooManyRequests: Story = { args: { status: 'error', error: { code: ErrorCode.TOO_MANY_REQUESTS } } };

/** Telegram's own rate limit: 'Request limit reached for Telegram. Please wait a moment and try again.' */
export const ProviderRateLimit: Story = {
  args: {
    status: 'error',
    error: { code: ErrorCode.TOO_MANY_REQUESTS, body: { cause: OAUTH_PROVIDER_RATE_LIMIT_CAUSE } },
  },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  args: { error: { code: ErrorCode.INVALID_CREDENTIALS } },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {telegramViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <TelegramView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
