import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingMethodView } from '../../../packages/ui/src/screens/funding/FundingMethodView.tsx';
import { allOptions, fundingErrors, manualOnly } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Funding method chooser': how the user adds funds. */
const meta = {
  title: 'Screens/Funding/FundingMethod',
  component: FundingMethodView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { walletName: 'Acme', options: allOptions, error: null, onSelect: fn(), onAlternateProvider: fn() },
} satisfies Meta<typeof FundingMethodView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every method, 'Pay with card' with the Apple Pay badge, and the link to the other card provider. */
export const AllMethods: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pay with card/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('card');
    await userEvent.click(canvas.getByRole('button', { name: /Try a different provider/ }));
    await expect(args.onAlternateProvider).toHaveBeenCalledOnce();
  },
};

/** A browser with Google Pay; no second card provider, so no link. */
export const GooglePay: Story = {
  args: { options: { ...allOptions, card: ['moonpay'], cardBadge: 'google-pay', showAlternateProvider: false } },
};

/** Only 'Receive funds' is offered. */
export const ReceiveOnly: Story = {
  args: { options: manualOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Receive funds' }));
    await expect(args.onSelect).toHaveBeenCalledWith('manual');
  },
};

/** Back from a failed card payment: the banner above the methods. */
export const WithError: Story = { args: { error: fundingErrors.cardFailed } };

/** A long app name wraps in the title. */
export const LongWalletName: Story = { args: { walletName: 'Acme Decentralised Savings & Payments Platform' } };
