import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectWalletView } from '../../../packages/ui/src/screens/recovery/ConnectWalletView.tsx';

/** Spec §2 'Connect wallet / recover screen'. */
const meta = {
  title: 'Screens/Recovery/ConnectWallet',
  component: ConnectWalletView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'connecting', onClose: fn() },
} satisfies Meta<typeof ConnectWalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loader while the wallet connects. */
export const Connecting: Story = {};

/** 'Something went wrong. We're on it. Please try again later.' with Close. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
