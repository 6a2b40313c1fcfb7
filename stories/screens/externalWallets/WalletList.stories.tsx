import { walletConnectOption } from '@foyer/headless/ethereum';
import { knownSolanaWallets } from '@foyer/headless/solana';
import { Panel, WalletListView, walletListViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyWallets, threeWallets } from '../../fixtures/externalWallets.fixtures.ts';

/** Spec §2 'Wallet list and connect view' and 'No wallets available'. */
const meta = {
  title: 'Screens/ExternalWallets/WalletList',
  component: WalletListView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { wallets: threeWallets, query: '', recentWalletId: null, onQueryChange: fn(), onSelect: fn() },
} satisfies Meta<typeof WalletListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three wallets (one to install): no search field. */
export const ThreeWallets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /MetaMask/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(threeWallets[0]);
  },
};

/**
 * An app with a WalletConnect cloud project id: the 'WalletConnect' entry (last, as the default
 * list orders it), and a Solana wallet the app names but this browser lacks (install steps).
 */
export const WithWalletConnect: Story = {
  args: {
    wallets: [...threeWallets, ...knownSolanaWallets.filter((wallet) => wallet.id === 'backpack'), walletConnectOption],
  },
};

/**
 * Wallets that announce no icon of their own (the default list's wallets before they are found,
 * WalletConnect): their brand marks, loaded per row; a wallet without a mark keeps the wallet glyph.
 */
export const WithoutIcons: Story = {
  args: {
    wallets: [...manyWallets.filter((wallet) => wallet.id !== 'zerion'), walletConnectOption].map(
      ({ icon: _icon, ...wallet }) => wallet,
    ),
  },
  play: async ({ canvasElement }) => {
    for (const id of ['metamask', 'coinbase_wallet', 'rainbow', 'phantom', 'wallet_connect']) {
      await expect(canvasElement.querySelector(`[data-wallet="${id}"] svg[data-brand-mark="${id}"]`)).not.toBeNull();
    }
    await expect(canvasElement.querySelector('[data-wallet="rabby_wallet"] [data-brand-mark]')).toBeNull();
  },
};

/** The connect-only variant (`connectWallet()`): titled 'Connect wallet'. */
export const ConnectOnly: Story = {
  args: { variant: 'connect' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Connect wallet' })).toBeVisible();
  },
};

/** The last login's wallet carries the 'Recent' chip. */
export const Recent: Story = { args: { recentWalletId: 'rabby_wallet' } };

/** Eight wallets on two chains: 'Search wallets' and the network badges; the list scrolls past 5 rows. */
export const ManyWallets: Story = {
  args: { wallets: manyWallets },
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    return <WalletListView {...args} query={query} onQueryChange={setQuery} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wallets' }), 'rab');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** A search that matches nothing: 'No wallets found. Try another search.' */
export const NoResults: Story = { args: { wallets: manyWallets, query: 'nothing like it' } };

/** No wallet to offer: 'Please download an external wallet provider, like ...' */
export const NoWallets: Story = { args: { wallets: [] } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {walletListViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <WalletListView
            {...args}
            wallets={status === 'no-wallets' ? [] : manyWallets}
            query={status === 'no-results' ? 'nothing' : ''}
          />
        </Panel>
      ))}
    </div>
  ),
};
