import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExchangePaymentView } from '../../../packages/ui/src/screens/funding/ExchangePaymentView.tsx';

/** Spec §2 'Coinbase onramp status': 'Fund account: In Progress', then 'You've funded your account!'. */
const meta = {
  title: 'Screens/Funding/ExchangePayment',
  component: ExchangePaymentView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { provider: 'coinbase', payment: 'pending-in-flow', onContinue: fn() },
} satisfies Meta<typeof ExchangePaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The exchange's window is open: finish there. */
export const PendingInFlow: Story = {};

/** The user left the window with the purchase under way. */
export const PendingAfterFlow: Story = { args: { payment: 'pending-after-flow' } };

/** Bought: Continue. */
export const Success: Story = {
  args: { payment: 'success' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
