import { Panel, SelectNetworkView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec wallets §2 'Select network': Phantom, installed on Ethereum and Solana, asks which one to connect. */
const meta = {
  title: 'Screens/ExternalWallets/SelectNetwork',
  component: SelectNetworkView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'choosing', walletName: 'Phantom', networks: ['ethereum', 'solana'], onSelect: fn() },
} satisfies Meta<typeof SelectNetworkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Select network', then one button per network; picking one goes on to that chain's connection. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Solana' }));
    await expect(args.onSelect).toHaveBeenCalledWith('solana');
  },
};
