import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingWalletsView } from '../../../packages/ui/src/screens/funding/FundingWalletsView.tsx';
import { ethTarget, metamaskWallet, sixWallets, twoWallets } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Transfer from wallet': the connected wallets, 'Connected' and 'Solana' chips, 'More wallets' past 4. */
const meta = {
  title: 'Screens/Funding/FundingWallets',
  component: FundingWalletsView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { target: ethTarget, wallets: twoWallets, onSelect: fn() },
} satisfies Meta<typeof FundingWalletsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MetaMask and a Solana wallet (its 'Solana' chip). */
export const TwoWallets: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /MetaMask/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(metamaskWallet);
  },
};

/** Six wallets: 3 show, then 'More wallets'. */
export const SixWallets: Story = { args: { wallets: sixWallets } };

/** 'More wallets' pressed: all six, the long name cut, focus on the fourth. */
export const MoreWallets: Story = {
  args: { wallets: sixWallets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'More wallets' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /Coinbase Wallet/ })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'More wallets' })).toBeNull();
  },
};
