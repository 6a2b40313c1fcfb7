import type { ExternalWalletOption } from '@foyer/headless';
import { describe, expect, it, vi } from 'vitest';
import { networkGroups, openWallet } from './walletRoute.ts';

const option = (chainType: 'ethereum' | 'solana', id: string, installed = true): ExternalWalletOption => ({
  id,
  name: id,
  chainType,
  source: chainType === 'solana' ? 'wallet-standard' : 'eip6963',
  connectorType: chainType === 'solana' ? 'wallet_standard' : 'injected',
  installed,
});

describe('networkGroups', () => {
  it('one row for a wallet installed on both chains; a wallet only offered for install stays per chain', () => {
    const phantomEth = option('ethereum', 'phantom');
    const metamask = option('ethereum', 'metamask');
    const phantomSol = option('solana', 'phantom');
    const backpack = option('solana', 'backpack', false);
    const coinbase = option('ethereum', 'backpack', false);
    expect(networkGroups([phantomEth, metamask, coinbase, phantomSol, backpack])).toEqual([
      [phantomEth, phantomSol],
      [metamask],
      [coinbase],
      [backpack],
    ]);
  });
});

describe('openWallet', () => {
  const navigate = vi.fn();
  it('an Ethereum wallet: its connection screen; not installed: its install steps', () => {
    openWallet({ navigate }, option('ethereum', 'metamask'), false);
    expect(navigate).toHaveBeenLastCalledWith('wallets/connect', { walletId: 'metamask' });
    openWallet({ navigate }, option('solana', 'backpack', false), false);
    expect(navigate).toHaveBeenLastCalledWith('wallets/install', { walletId: 'backpack', chainType: 'solana' });
  });

  it('a Solana wallet: the Ledger choice to log in; connect-only goes straight to the connection', () => {
    openWallet({ navigate }, option('solana', 'phantom'), false);
    expect(navigate).toHaveBeenLastCalledWith('solana-wallet/ledger-choice', {
      walletId: 'phantom',
      walletName: 'phantom',
      walletIcon: undefined,
    });
    openWallet({ navigate }, option('solana', 'phantom'), true);
    expect(navigate).toHaveBeenLastCalledWith('solana-wallet/sign-in', {
      walletId: 'phantom',
      walletName: 'phantom',
      walletIcon: undefined,
      ledger: false,
    });
  });
});
