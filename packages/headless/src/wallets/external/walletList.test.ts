import { describe, expect, it } from 'vitest';
import type { ExternalWalletOption } from './types.ts';
import { externalWalletList, normalizeWalletName, searchWallets } from './walletList.ts';

const option = (id: string, name: string, extra: Partial<ExternalWalletOption> = {}): ExternalWalletOption => ({
  id,
  name,
  chainType: 'ethereum',
  source: 'eip6963',
  connectorType: 'injected',
  installed: true,
  ...extra,
});
const rabby = option('rabby_wallet', 'Rabby Wallet');
const metamask = option('metamask', 'MetaMask');
const phantomSol = option('phantom', 'Phantom', {
  chainType: 'solana',
  source: 'wallet-standard',
  connectorType: 'wallet_standard',
});
const knownRainbow = option('rainbow', 'Rainbow', { installed: false, installUrl: 'https://rainbow.me/download' });
const knownCoinbase = option('coinbase_wallet', 'Coinbase Wallet', {
  installed: false,
  source: 'coinbase',
  connectorType: 'coinbase_wallet',
});

describe('externalWalletList (spec §5 wallet list)', () => {
  it('default list: the detected wallets, then the named ones found or known (install), without WalletConnect', () => {
    const list = externalWalletList({ detected: [rabby, metamask], known: [knownRainbow, knownCoinbase] });
    expect(list.map((o) => [o.id, o.installed])).toEqual([
      ['rabby_wallet', true],
      ['metamask', true],
      ['coinbase_wallet', false],
      ['rainbow', false],
    ]);
  });

  it("follows the app's order; ids match names normalised (case, 'wallet' / 'extension' suffixes)", () => {
    const list = externalWalletList({
      detected: [metamask, rabby],
      walletList: ['Rabby', 'metamask', 'detected_wallets'],
    });
    expect(list.map((o) => o.id)).toEqual(['rabby_wallet', 'metamask']);
    expect(normalizeWalletName('Rabby Wallet')).toBe('rabby');
    expect(normalizeWalletName('Backpack Extension')).toBe('backpack');
  });

  it('filters by chain: Solana options join through detected, per walletChainType', () => {
    const detected = [metamask, phantomSol];
    expect(externalWalletList({ detected }).map((o) => o.chainType)).toEqual(['ethereum']);
    expect(externalWalletList({ detected, chains: 'solana-only' }).map((o) => o.id)).toEqual(['phantom']);
    expect(
      externalWalletList({
        detected,
        chains: 'ethereum-and-solana',
        walletList: ['detected_solana_wallets', 'detected_ethereum_wallets'],
      }).map((o) => o.id),
    ).toEqual(['phantom', 'metamask']);
  });

  it('leaves out wallet_connect without a WalletConnect entry (no project id), and safe', () => {
    expect(
      externalWalletList({ detected: [metamask], walletList: ['wallet_connect', 'safe', 'metamask'] }).map((o) => o.id),
    ).toEqual(['metamask']);
  });

  it('lists Safe, paired through WalletConnect, where safe is, when the WalletConnect entry is given', () => {
    const walletConnect: ExternalWalletOption = {
      id: 'wallet_connect',
      name: 'WalletConnect',
      icon: 'data:image/svg+xml,wc',
      chainType: 'ethereum',
      source: 'walletconnect',
      connectorType: 'wallet_connect',
      installed: true,
    };
    const [safe] = externalWalletList({ detected: [], walletList: ['safe'], walletConnect });
    expect(safe).toEqual({
      id: 'safe',
      name: 'Safe',
      chainType: 'ethereum',
      source: 'walletconnect',
      connectorType: 'wallet_connect',
      installed: true,
    });
  });

  it('lists the WalletConnect entry where wallet_connect is, when given', () => {
    const walletConnect: ExternalWalletOption = {
      id: 'wallet_connect',
      name: 'WalletConnect',
      chainType: 'ethereum',
      source: 'walletconnect',
      connectorType: 'wallet_connect',
      installed: true,
    };
    expect(
      externalWalletList({
        detected: [metamask],
        walletList: ['wallet_connect', 'safe', 'metamask'],
        walletConnect,
      }).map((o) => o.id),
    ).toEqual(['wallet_connect', 'safe', 'metamask']);
    expect(externalWalletList({ detected: [metamask], walletConnect }).map((o) => o.id)).toEqual([
      'metamask',
      'wallet_connect',
    ]);
  });

  it('searches by name and id', () => {
    const list = [rabby, metamask, knownRainbow];
    expect(searchWallets(list, 'meta mask').map((o) => o.id)).toEqual(['metamask']);
    expect(searchWallets(list, 'RAIN').map((o) => o.id)).toEqual(['rainbow']);
    expect(searchWallets(list, '')).toHaveLength(3);
    expect(searchWallets(list, 'nothing')).toEqual([]);
  });
});
