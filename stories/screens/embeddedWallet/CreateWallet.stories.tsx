import { CreateWalletView, createWalletViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Create-wallet screen' (the after-login step 'create-wallets'). */
const meta = {
  title: 'Screens/EmbeddedWallet/CreateWallet',
  component: CreateWalletView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'creating', onClose: fn() },
} satisfies Meta<typeof CreateWalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loader while the wallets `createOnLogin` requires are created, and visible text saying so. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { name: 'Creating your wallet' });
    // Laid out as text, not clipped to a screen reader's 1 px.
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

/** 'Something went wrong' with Close (the user has been logged out). */
export const CreationFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {createWalletViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <CreateWalletView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
