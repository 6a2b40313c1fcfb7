import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardPaymentView } from '../../../packages/ui/src/screens/funding/CardPaymentView.tsx';
import { cardSummary, ethTarget } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Card provider 1 status' ('Fund account'), §4 'Card provider 1 payment status'. */
const meta = {
  title: 'Screens/Funding/CardPayment',
  component: CardPaymentView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { target: ethTarget, provider: 'moonpay', payment: 'pending', summary: null, onContinue: fn() },
} satisfies Meta<typeof CardPaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's window opens. */
export const Opening: Story = { args: { payment: 'opening' } };

/** Waiting for the payment in the provider's window. */
export const Pending: Story = {};

/** 'Processing payment' with the summary, and Continue. */
export const Processing: Story = {
  args: { payment: 'processing', summary: cardSummary },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** 'You've funded your account!' with the summary, and Continue. */
export const Completed: Story = { args: { payment: 'completed', summary: cardSummary } };

/** Completed, a summary under a cent of fees and no amount received yet. */
export const CompletedTinyFees: Story = {
  args: { payment: 'completed', summary: { ...cardSummary, fees: 0.004, quoteCurrencyAmount: null } },
};

/** 'In Progress': back to the provider to finish. */
export const InProgress: Story = { args: { payment: 'in-progress' } };
