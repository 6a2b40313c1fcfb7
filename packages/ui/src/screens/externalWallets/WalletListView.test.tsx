import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  manyWallets,
  rainbowToInstall,
  threeWallets,
} from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { WalletListView } from './WalletListView.tsx';

const props = { query: '', onQueryChange: vi.fn(), onSelect: vi.fn() };

describe('WalletListView', () => {
  it('list of 3: no search, rows 54 px, the Recent chip, install marker, no network badge', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <WalletListView {...props} wallets={threeWallets} recentWalletId="rabby_wallet" onSelect={onSelect} />,
    );
    expect(container.querySelector('[data-screen="wallet-list"]')).toHaveAttribute('data-status', 'list');
    expect(screen.getByRole('heading', { name: 'Connect your wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const rows = screen.getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toBe('Rabby WalletRecent');
    expect(rows[2]!.textContent).toBe('RainbowNot installed');
    expect(screen.queryByText('Ethereum')).toBeNull();
    expect((rows[0]!.parentElement as HTMLElement).style.height).toBe('54px');
    fireEvent.click(rows[0]!);
    expect(onSelect).toHaveBeenCalledWith(threeWallets[0]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('more than 6: the search field, network badges on mixed chains, a list 5 rows tall at most', async () => {
    const onQueryChange = vi.fn();
    const { container } = render(
      <WalletListView {...props} wallets={manyWallets} onQueryChange={onQueryChange} variant="connect" />,
    );
    expect(screen.getByRole('heading', { name: 'Connect wallet' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'okx' } });
    expect(onQueryChange).toHaveBeenCalledWith('okx');
    expect(screen.getAllByText('Ethereum')).toHaveLength(7);
    expect(screen.getByText('Solana')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Wallets' }).style.maxHeight).toBe(`${5 * 54 + 4 * 5}px`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("no-results: 'No wallets found. Try another search.', the search stays", async () => {
    const { container } = render(<WalletListView {...props} wallets={threeWallets} query="zzz" />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'no-results');
    expect(screen.getByText('No wallets found. Try another search.')).toBeInTheDocument();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zzz');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('no-wallets: asks to download a wallet', async () => {
    const { container } = render(<WalletListView {...props} wallets={[]} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'no-wallets');
    expect(
      screen.getByText('Please download an external wallet provider, like MetaMask, Rainbow or Phantom.'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders only data: and https: icons', () => {
    const evil = { ...threeWallets[0]!, id: 'evil', name: 'Evil', icon: 'javascript:alert(1)' };
    const plain = { ...threeWallets[0]!, id: 'plain', name: 'Plain', icon: 'http://example.com/i.png' };
    const { container } = render(<WalletListView {...props} wallets={[evil, plain, threeWallets[0]!]} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src')?.slice(0, 11))).toEqual([
      'data:image/',
    ]);
  });

  it('a wallet that announces no icon shows its own mark when there is one, else the wallet glyph', async () => {
    const rainbow = { ...rainbowToInstall, icon: undefined };
    const walletConnect = { ...rainbowToInstall, id: 'wallet_connect', name: 'WalletConnect', icon: undefined };
    const unknown = { ...rainbowToInstall, id: 'acme_wallet', name: 'Acme Wallet', icon: undefined };
    const { container } = render(<WalletListView {...props} wallets={[rainbow, walletConnect, unknown]} />);
    for (const id of ['rainbow', 'wallet_connect']) {
      await waitFor(() =>
        expect(
          container.querySelector(`[data-wallet="${id}"] svg[data-brand-mark="${id}"][data-loaded]`),
        ).not.toBeNull(),
      );
    }
    expect(container.querySelector('[data-wallet="acme_wallet"] [data-brand-mark]')).toBeNull();
    expect(container.querySelector('[data-wallet="acme_wallet"] svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^Rainbow/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
