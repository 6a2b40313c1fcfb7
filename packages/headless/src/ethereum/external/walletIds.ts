import type { ExternalWalletOption } from '../../wallets/external/types.ts';

/**
 * EIP-6963 rdns → the reference's wallet client type ids (reference §3.6). Wallets not listed keep
 * their rdns as id.
 */
const idByRdns: Record<string, string> = {
  'io.metamask': 'metamask',
  'io.metamask.flask': 'metamask',
  'io.rabby': 'rabby_wallet',
  'com.coinbase.wallet': 'coinbase_wallet',
  'me.rainbow': 'rainbow',
  'app.phantom': 'phantom',
  'com.brave.wallet': 'brave_wallet',
  'io.zerion.wallet': 'zerion',
  'com.okex.wallet': 'okx_wallet',
  'com.trustwallet.app': 'trust',
  'com.crypto.wallet': 'cryptocom',
  'com.bybit': 'bybit_wallet',
  'org.uniswap.app': 'uniswap_wallet_extension',
  'app.backpack': 'backpack',
  'com.bitget.web3': 'bitget_wallet',
};

/** The wallet client type id of an EIP-6963 wallet: the reference's id, else its rdns, else `unknown`. */
export function walletIdOf(rdns: string | undefined): string {
  if (!rdns) return 'unknown';
  return idByRdns[rdns] ?? rdns;
}

/** What a legacy `window.ethereum` says it is (its `is…` flags), most specific first. */
const legacyFlags: [flag: string, id: string, name: string][] = [
  ['isRabby', 'rabby_wallet', 'Rabby Wallet'],
  ['isPhantom', 'phantom', 'Phantom'],
  ['isBraveWallet', 'brave_wallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'coinbase_wallet', 'Coinbase Wallet'],
  ['isRainbow', 'rainbow', 'Rainbow'],
  ['isZerion', 'zerion', 'Zerion'],
  ['isOkxWallet', 'okx_wallet', 'OKX Wallet'],
  ['isTrust', 'trust', 'Trust Wallet'],
  ['isMetaMask', 'metamask', 'MetaMask'],
];

/** A legacy injected provider's id and name from its flags; `unknown` / 'Browser wallet' without one. */
export function legacyIdentity(provider: object): { id: string; name: string } {
  const flags = provider as Record<string, unknown>;
  for (const [flag, id, name] of legacyFlags) if (flags[flag] === true) return { id, name };
  return { id: 'unknown', name: 'Browser wallet' };
}

const known = (id: string, name: string, installUrl: string): ExternalWalletOption => ({
  id,
  name,
  chainType: 'ethereum',
  source: 'injected',
  connectorType: 'injected',
  installed: false,
  installUrl,
});

/** Ethereum wallets the list may name without finding them: offered with install steps. */
export const knownEthereumWallets: readonly ExternalWalletOption[] = [
  known('metamask', 'MetaMask', 'https://metamask.io/download/'),
  {
    ...known('coinbase_wallet', 'Coinbase Wallet', 'https://www.coinbase.com/wallet/downloads'),
    source: 'coinbase',
    connectorType: 'coinbase_wallet',
  },
  known('rainbow', 'Rainbow', 'https://rainbow.me/download'),
  known('rabby_wallet', 'Rabby Wallet', 'https://rabby.io/'),
  known('zerion', 'Zerion', 'https://zerion.io/download'),
  known('okx_wallet', 'OKX Wallet', 'https://www.okx.com/web3'),
  known('phantom', 'Phantom', 'https://phantom.com/download'),
];
