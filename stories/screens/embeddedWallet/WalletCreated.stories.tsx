import { Panel, WalletCreatedView, walletCreatedViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { walletAddress } from '../../fixtures/wallet.fixtures.ts';

/** Spec §2 'Wallet-created success': shown 2.5 s, then the modal moves on (closes). */
const meta = {
  title: 'Screens/EmbeddedWallet/WalletCreated',
  component: WalletCreatedView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'created',
    isNewUser: true,
    appName: 'Acme',
    address: walletAddress,
    writeText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof WalletCreatedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: 'Welcome to Acme' and "You've successfully created an account." */
export const NewUser: Story = {};

/** The app has no name: 'Welcome'. */
export const NewUserNoAppName: Story = { args: { appName: null } };

/** A returning user: 'All set!' and 'Your account is secured.' */
export const ReturningUser: Story = { args: { isNewUser: false } };

/** No wallet exists: 'Failed to create wallet'. */
export const Failed: Story = { args: { status: 'failed' } };

/** The copy button reads (and announces) 'Copied' for 2000 ms. */
export const AddressCopied: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy wallet address' }));
    await expect(args.writeText).toHaveBeenCalledWith(walletAddress);
    await expect(await within(canvasElement).findByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {walletCreatedViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <WalletCreatedView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
