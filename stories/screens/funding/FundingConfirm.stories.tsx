import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingConfirmView } from '../../../packages/ui/src/screens/funding/FundingConfirmView.tsx';
import { ethTarget, metamaskWallet, transfer, usdcTarget } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Confirming screen': Total, To, Network, Estimated fee, 'Confirm with {wallet}'. */
const meta = {
  title: 'Screens/Funding/FundingConfirm',
  component: FundingConfirmView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { target: ethTarget, from: metamaskWallet, ...transfer, submitting: false, onConfirm: fn() },
} satisfies Meta<typeof FundingConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0.05 ETH and its fee from MetaMask: 'Confirm with MetaMask'. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.050042 ETH')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm with MetaMask' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** 25 USDC: the total is the amount, the fee in ETH. */
export const Usdc: Story = { args: { target: usdcTarget, total: 25_000_000n } };

/** The wallet signs and the chain confirms: the button waits. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm with MetaMask' })).toBeDisabled();
  },
};
