import { ErrorCode } from '@foyer/headless';
import { CaptchaView, captchaViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Captcha screen': shown before a code is sent when the app enables a captcha. */
const meta = {
  title: 'Screens/Captcha/Captcha',
  component: CaptchaView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'checking', error: null, onRetry: fn() },
} satisfies Meta<typeof CaptchaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Checking that you are a human...' while the captcha runs. */
export const Checking: Story = {};

/** 'Success!' and 'CAPTCHA passed successfully.'; the code screen follows 1 s later. */
export const Success: Story = { args: { status: 'success' } };

/** The captcha failed: 'Something went wrong' with Retry. */
export const Failed: Story = {
  args: { status: 'error', error: { code: ErrorCode.CAPTCHA_FAILURE } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No answer within 20 s (captcha_timeout). */
export const TimedOut: Story = { args: { status: 'error', error: { code: ErrorCode.CAPTCHA_TIMEOUT } } };

/** After 3 retries: the adblocker/VPN hint, and no Retry. */
export const Blocked: Story = {
  args: { status: 'blocked', error: { code: ErrorCode.CAPTCHA_FAILURE } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  args: { error: { code: ErrorCode.CAPTCHA_FAILURE } },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {captchaViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <CaptchaView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
