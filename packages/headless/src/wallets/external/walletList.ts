import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { ExternalWalletOption } from './types.ts';

/** The list entries that stand for groups rather than one wallet (spec wallets-and-mfa.md §5 'Wallet list'). */
export const SPECIAL_WALLET_ENTRIES = [
  'detected_wallets',
  'detected_ethereum_wallets',
  'detected_solana_wallets',
  'wallet_connect',
] as const;

/** Reference §2.2: the list when the app names none. */
export const DEFAULT_EXTERNAL_WALLET_LIST: readonly string[] = [
  'detected_wallets',
  'metamask',
  'coinbase_wallet',
  'rainbow',
  'wallet_connect',
];

/**
 * Entries that need WalletConnect (spec §9 'Wallet ordering lists'): listed only with the
 * `walletConnect` entry (the app has a cloud project id). `safe` is Safe{Wallet} paired through
 * WalletConnect (its app scans the same QR code).
 */
const NEEDS_WALLETCONNECT = new Set(['wallet_connect', 'safe']);

/** Safe{Wallet}, connected by pairing through WalletConnect: its own id (the wire `walletClientType`) and name. */
function safeThrough({ icon: _walletConnectIcon, ...walletConnect }: ExternalWalletOption): ExternalWalletOption {
  return { ...walletConnect, id: 'safe', name: 'Safe' };
}

export type WalletChainFilter = 'ethereum-only' | 'solana-only' | 'ethereum-and-solana';

export interface WalletListInput {
  /** The wallets found in this browser (every chain's discovery, in the order found). */
  detected: readonly ExternalWalletOption[];
  /** `appearance.walletList` (or a call's), else `DEFAULT_EXTERNAL_WALLET_LIST`. */
  walletList?: readonly string[] | null | undefined;
  /** Which chains to offer (`walletChainType`); default Ethereum only. */
  chains?: WalletChainFilter | undefined;
  /** Wallets the list may offer without having found them (install steps), by id. */
  known?: readonly ExternalWalletOption[] | undefined;
  /** The WalletConnect entry, when the app has a cloud project id: listed where `wallet_connect` is. */
  walletConnect?: ExternalWalletOption | null | undefined;
}

/** Spec §5: names compare lower-cased, without a trailing 'wallet' or 'extension' suffix. */
export function normalizeWalletName(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[\s_-]*(wallet|extension)$/, '')
    .replace(/[\s_-]+/g, '');
}

const chainAllowed = (chains: WalletChainFilter, chainType: WalletChainType) =>
  chains === 'ethereum-and-solana' || chains === `${chainType}-only`;

/**
 * The wallet list, in the order of `walletList` (spec §5): `detected_wallets` (or the per-chain
 * entries) expands to the wallets found, a wallet id to that wallet (found, else its install entry
 * when known); `wallet_connect` to the `walletConnect` entry if given, `safe` to Safe paired through
 * it (both left out without it); filtered by
 * chain; each wallet once. Chain-agnostic: Solana's options join through `detected`.
 */
export function externalWalletList(input: WalletListInput): ExternalWalletOption[] {
  const chains = input.chains ?? 'ethereum-only';
  const entries = input.walletList ?? DEFAULT_EXTERNAL_WALLET_LIST;
  const result: ExternalWalletOption[] = [];
  const seen = new Set<string>();
  const add = (option: ExternalWalletOption | null | undefined) => {
    if (!option || !chainAllowed(chains, option.chainType)) return;
    const key = `${option.chainType}:${option.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    result.push(option);
  };
  for (const entry of entries) {
    if (entry === 'detected_wallets') input.detected.forEach(add);
    else if (entry === 'detected_ethereum_wallets')
      input.detected.filter((o) => o.chainType === 'ethereum').forEach(add);
    else if (entry === 'detected_solana_wallets') input.detected.filter((o) => o.chainType === 'solana').forEach(add);
    else if (entry === 'wallet_connect') add(input.walletConnect);
    else if (entry === 'safe') add(input.walletConnect && safeThrough(input.walletConnect));
    else if (!NEEDS_WALLETCONNECT.has(entry)) {
      const wanted = normalizeWalletName(entry);
      const matches = (o: ExternalWalletOption) => o.id === entry || normalizeWalletName(o.name) === wanted;
      const found = input.detected.filter(matches);
      if (found.length > 0) found.forEach(add);
      else input.known?.filter(matches).forEach(add);
    }
  }
  return result;
}

/**
 * Search in the list (spec §2: the field shows with more than 6 wallets or while a search is
 * active): by name or id, case- and space-insensitive.
 */
export function searchWallets(options: readonly ExternalWalletOption[], query: string): ExternalWalletOption[] {
  const wanted = query.toLowerCase().replace(/\s+/g, '');
  if (!wanted) return [...options];
  return options.filter(
    (option) => option.name.toLowerCase().replace(/\s+/g, '').includes(wanted) || option.id.includes(wanted),
  );
}

/** Spec §9: the search field shows with more than 6 wallets. */
export const WALLET_SEARCH_THRESHOLD = 6;
