import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ethTarget,
  metamaskWallet,
  phantomWallet,
  sixWallets,
  twoWallets,
} from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingWalletsView, type FundingWalletsViewProps } from './FundingWalletsView.tsx';

const props = (overrides: Partial<FundingWalletsViewProps> = {}): FundingWalletsViewProps => ({
  target: ethTarget,
  wallets: twoWallets,
  onSelect: vi.fn(),
  ...overrides,
});

const shown = () =>
  within(screen.getByRole('list', { name: 'Connected wallets' }))
    .getAllByRole('button')
    .map((row) => row.getAttribute('data-wallet'));

describe('FundingWalletsView', () => {
  it("the connected wallets: icon, name, short address, 'Connected'; 'Solana' on a Solana wallet", async () => {
    const onSelect = vi.fn();
    const { container } = render(<FundingWalletsView {...props({ onSelect })} />);
    expect(container.querySelector('[data-screen="funding-wallets"]')).toHaveAttribute(
      'data-status',
      'choosing-wallet',
    );
    expect(screen.getByRole('heading', { name: 'Transfer from wallet' })).toBeInTheDocument();
    expect(screen.getByText('Choose the wallet to send 0.05 ETH from.')).toBeInTheDocument();
    const metamask = screen.getByRole('button', { name: /MetaMask/ });
    expect(metamask.textContent).toBe('MetaMask0xCD2a…D826Connected');
    expect(metamask.querySelector('img')).toHaveAttribute('src', metamaskWallet.meta.icon);
    expect(screen.getByRole('button', { name: /Phantom/ }).textContent).toBe('PhantomSolana9WzDXw…AWWMConnected');
    fireEvent.click(screen.getByRole('button', { name: /Phantom/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(phantomWallet);
    expect(screen.queryByRole('button', { name: 'More wallets' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("more than 4: 3 shown and 'More wallets', which shows them all and focuses the fourth", async () => {
    const { container } = render(<FundingWalletsView {...props({ wallets: sixWallets })} />);
    expect(shown()).toEqual(['metamask', 'rabby_wallet', 'phantom']);
    fireEvent.click(screen.getByRole('button', { name: 'More wallets' }));
    expect(shown()).toEqual(sixWallets.map((wallet) => wallet.walletClientType));
    expect(screen.getByRole('button', { name: /Coinbase Wallet/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'More wallets' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("5 (more than 4): folded to 3 and 'More wallets'", () => {
    render(<FundingWalletsView {...props({ wallets: sixWallets.slice(0, 5) })} />);
    expect(shown()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'More wallets' })).toBeInTheDocument();
  });

  it('exactly 4: all shown, no fold', () => {
    render(<FundingWalletsView {...props({ wallets: sixWallets.slice(0, 4) })} />);
    expect(shown()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'More wallets' })).toBeNull();
  });

  it('a wallet without an icon of its own shows the wallet glyph', () => {
    render(<FundingWalletsView {...props({ wallets: sixWallets })} />);
    fireEvent.click(screen.getByRole('button', { name: 'More wallets' }));
    const row = screen.getByRole('button', { name: /A Very Long Browser Extension Wallet Name/ });
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('svg')).toBeInTheDocument();
  });
});
