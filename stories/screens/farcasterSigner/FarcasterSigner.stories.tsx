import { FarcasterSignerView, farcasterSignerViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const APPROVAL = 'https://farcaster.example/~/signer?token=5b7a4c1e9a512b8e3c4d5f607f3c0d2e';

/** Spec §2 'Farcaster signer request', §4 'Farcaster signer': a signer the Farcaster app approves. */
const meta = {
  title: 'Screens/FarcasterSigner/FarcasterSigner',
  component: FarcasterSignerView,
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
    appName: 'Acme',
    approvalUrl: APPROVAL,
    onRetry: fn(),
    writeText: fn(async () => {}),
  },
} satisfies Meta<typeof FarcasterSignerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Add a signer to Farcaster' while the wallet iframe makes the signer. */
export const Loading: Story = { args: { approvalUrl: null } };

/** Desktop: the approval page as a 275 px QR code, and the copy-link option. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: 'QR code to add a signer to Farcaster' });
    await expect(qr.getAttribute('width')).toBe('275');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.writeText).toHaveBeenCalledWith(APPROVAL);
  },
};

/** iOS: 'Open Farcaster app'. */
export const PendingOnIos: Story = {
  args: { status: 'pending', platform: 'ios' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open Farcaster app' });
    await expect(link.getAttribute('href')).toBe(APPROVAL);
  },
};

/** Other phones: 'Take me to Farcaster'. */
export const PendingOnMobile: Story = { args: { status: 'pending', platform: 'mobile' } };

/** Approved: shown 1.4 s, then the modal closes. */
export const Approved: Story = { args: { status: 'approved' } };

/** The Farcaster app rejected (or revoked) the signer: 'Request rejected', with Retry. */
export const Revoked: Story = {
  args: { status: 'revoked' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No answer within 300 s: 'The request timed out. Try again.' */
export const Timeout: Story = { args: { status: 'timeout' } };

/** Anything else: 'Connect failed', 'Something went wrong. Please try again.' */
export const Failed: Story = { args: { status: 'error' } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {farcasterSignerViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <FarcasterSignerView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
