import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingBridgeFailedView } from '../../../packages/ui/src/screens/funding/FundingBridgeFailedView.tsx';

/** Spec §8 'Bridging': 'Transaction failed', the refund's text and link, 'Try again'. */
const meta = {
  title: 'Screens/Funding/FundingBridgeFailed',
  component: FundingBridgeFailedView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { refundStatusUrl: 'https://relay.link/transaction/0x9f2b1c6a', refunded: false, onRetry: fn() },
} satisfies Meta<typeof FundingBridgeFailedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the bridge's 'refund status' page; 'Try again'. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'refund status' })).toHaveAttribute(
      'href',
      'https://relay.link/transaction/0x9f2b1c6a',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The bridge says the funds are back. */
export const Refunded: Story = { args: { refunded: true } };

/** A refund page that is not http(s) is no link. */
export const UnsafeRefundUrl: Story = {
  args: { refundStatusUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
