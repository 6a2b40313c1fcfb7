import { knownSolanaWallets } from '@foyer/headless/solana';
import { InstallWalletView, installWalletViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rainbowToInstall } from '../../fixtures/externalWallets.fixtures.ts';

/** Spec §2 'Install wallet (desktop)' and 'Mobile wallet redirect'. */
const meta = {
  title: 'Screens/ExternalWallets/InstallWallet',
  component: InstallWalletView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'desktop', option: rainbowToInstall, onReload: fn(), onContinue: fn() },
} satisfies Meta<typeof InstallWalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The install steps, 'Reload the page' and 'Learn more'. */
export const Desktop: Story = {};
/** On a phone: 'Go to Rainbow to continue' with Continue. */
export const Mobile: Story = { args: { status: 'mobile' } };
/** 1 s after Continue: 'Still here?' with 'Go to App Store'. */
export const StillHere: Story = { args: { status: 'still-here' } };

const phantom = knownSolanaWallets.find((wallet) => wallet.id === 'phantom');
/** A Solana wallet (Phantom): the same install steps, with the Solana 'Learn more'. */
export const SolanaDesktop: Story = { args: { option: phantom ?? rainbowToInstall } };
/** A Solana wallet on a phone: 'Go to Phantom to continue'. */
export const SolanaMobile: Story = { args: { status: 'mobile', option: phantom ?? rainbowToInstall } };
/** A Solana wallet, 1 s after Continue: 'Still here?'. */
export const SolanaStillHere: Story = { args: { status: 'still-here', option: phantom ?? rainbowToInstall } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {installWalletViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <InstallWalletView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
