import { ErrorCode } from '@foyer/headless';
import { FarcasterView, farcasterViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const CONNECT = 'https://farcaster.example/~/siwf?channelToken=7f3c0d2e-5b7a-4c1e-9a51-2b8e3c4d5f60';

/** Spec §2 'Farcaster screens': a relay channel the Farcaster app approves. */
const meta = {
  title: 'Screens/Farcaster/Farcaster',
  component: FarcasterView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'loading',
    platform: 'desktop',
    connectUri: CONNECT,
    error: null,
    onRetry: fn(),
    writeText: fn(async () => {}),
  },
} satisfies Meta<typeof FarcasterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sign in with Farcaster' while the channel is created. */
export const Loading: Story = { args: { connectUri: null } };

/** Desktop: the 275 px QR code, 'Scan with your phone's camera to continue.' and the copy-link option. */
export const Awaiting: Story = {
  args: { status: 'awaiting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: 'QR code to sign in with Farcaster' });
    await expect(qr.getAttribute('width')).toBe('275');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.writeText).toHaveBeenCalledWith(CONNECT);
  },
};

/** iOS: 'Open Farcaster app'. */
export const AwaitingOnIos: Story = {
  args: { status: 'awaiting', platform: 'ios' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open Farcaster app' });
    await expect(link.getAttribute('href')).toBe(CONNECT);
  },
};

/** Other mobile: 'Take me to Farcaster'. */
export const AwaitingOnMobile: Story = { args: { status: 'awaiting', platform: 'mobile' } };

/** The app approved: 'Signing in with Farcaster' while the server checks the signature. */
export const SigningIn: Story = { args: { status: 'signing-in' } };

/** A refused signature (invalid_credentials): 'Something went wrong. Try again.' with Retry. */
export const Failed: Story = {
  args: { status: 'error', error: { code: ErrorCode.INVALID_CREDENTIALS } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No approval within 120 s: 'The request timed out. Try again.' */
export const TimedOut: Story = { args: { status: 'error', error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } } };

/** 'Too many requests. Please wait before trying again.' (no Retry). */
export const TooManyRequests: Story = { args: { status: 'error', error: { code: ErrorCode.TOO_MANY_REQUESTS } } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  args: { error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {farcasterViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <FarcasterView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
