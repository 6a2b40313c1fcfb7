import { CrossAppStatusView, crossAppStatusViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §4 'Cross-app login' and the cross-app copy of spec §8. */
const meta = {
  title: 'Screens/CrossApp/CrossAppStatus',
  component: CrossAppStatusView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'verifying', appName: 'Provider Wallet' },
} satisfies Meta<typeof CrossAppStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider app's page is open in the popup (or its code is exchanged). */
export const Verifying: Story = {};

/** Connected (1.4 s, then the after-login steps). */
export const Success: Story = { args: { status: 'success' } };

/** The user closed the popup: 'User canceled flow', with Retry. */
export const FailedCanceled: Story = {
  args: { status: 'error', detail: 'User canceled flow', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No answer within 120 000 ms. */
export const FailedTimedOut: Story = {
  args: { status: 'error', detail: 'Authorization request timed out after 2 minutes.', onRetry: fn() },
};

/** The user rejected at the provider app. */
export const FailedRejected: Story = { args: { status: 'error', detail: 'User rejected request', onRetry: fn() } };

/** Any other failure. */
export const FailedConnection: Story = {
  args: {
    status: 'error',
    detail: 'There was an issue connecting your Provider Wallet account. Please try again.',
    onRetry: fn(),
  },
};

/** Every status side by side. */
export const AllStatuses: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-4">
      {crossAppStatusViewStatuses.map((status) => (
        <Panel key={status} root={false}>
          <CrossAppStatusView {...args} status={status} detail="User canceled flow" />
        </Panel>
      ))}
    </div>
  ),
};
