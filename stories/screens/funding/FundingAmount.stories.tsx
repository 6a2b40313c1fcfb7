import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingAmountView } from '../../../packages/ui/src/screens/funding/FundingAmountView.tsx';
import { ethTarget, usdcTarget } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Confirm or edit amount', §5 'Funding amount': digits and one dot, Continue above 0. */
const meta = {
  title: 'Screens/Funding/FundingAmount',
  component: FundingAmountView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { target: ethTarget, amountValid: true, onAmountChange: fn(), onContinue: fn() },
} satisfies Meta<typeof FundingAmountView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's amount, 0.05 ETH on Base: Continue. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** 0 is not an amount: Continue disabled. */
export const Zero: Story = {
  args: { target: { ...ethTarget, amount: '0' }, amountValid: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** 25 USDC. */
export const Usdc: Story = { args: { target: usdcTarget } };

/**
 * Typing: the field is emptied (Continue disabled), then letters, a second dot and a minus are
 * dropped from '-1a.2.5', leaving '1.25' (Continue enabled).
 */
export const Typing: Story = {
  render: function Render(args) {
    const [amount, setAmount] = useState(args.target.amount);
    return (
      <FundingAmountView
        {...args}
        target={{ ...args.target, amount }}
        amountValid={Number(amount) > 0}
        onAmountChange={(value) => {
          args.onAmountChange(value);
          setAmount(value);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Amount' });
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.clear(field);
    await expect(button).toBeDisabled();
    await userEvent.type(field, '-1a.2.5');
    await expect(field).toHaveValue('1.25');
    await expect(button).toBeEnabled();
  },
};
