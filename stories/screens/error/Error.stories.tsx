import { ErrorView, errorViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { policies } from '../../fixtures/policies.fixtures.ts';

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

/** 'Please try again.'; starting over resets the captcha. */
export const InvalidCaptcha: Story = { args: { status: 'invalid-captcha' } };

/** 'Not allowed' / 'Try another method'. */
export const NotAllowed: Story = { args: { status: 'not-allowed' } };

/** 'You did not pass CAPTCHA. Please try again.' */
export const CaptchaFailed: Story = { args: { status: 'captcha-failed' } };

/** 'Something went wrong! Please try again later.' (closes the modal). */
export const CaptchaTimeout: Story = { args: { status: 'captcha-timeout' } };

/** 'Authentication failed': the account belongs to another user. */
export const LinkedToAnotherUser: Story = { args: { status: 'linked-to-another-user' } };

/** SMS: 'This region is not supported' / 'Try another method'. */
export const RegionNotSupported: Story = { args: { status: 'region-not-supported' } };

/** 'Request failed' / 'Too many attempts.' / 'Try again later' (closes the modal). */
export const TooManyRequests: Story = { args: { status: 'too-many-requests' } };

/** A 400/422 shows the server's message, as text. */
export const ServerMessage: Story = {
  args: { status: 'server-message', serverMessage: policies.serverMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(policies.serverMessage)).toBeVisible();
  },
};

/** 'Something went wrong' with the SMS provider's message. */
export const SmsVerificationFailed: Story = {
  args: { status: 'sms-verification-failed', serverMessage: policies.smsMessage },
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
          <ErrorView {...args} serverMessage={policies.serverMessage} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
