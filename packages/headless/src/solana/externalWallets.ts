import { base58 } from '@scure/base';
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features';
import { ErrorCode, type FoyerErrorCode } from '../core/errors/codes.ts';
import { AbortedError, FoyerError, isFoyerError } from '../core/errors/FoyerError.ts';
import type { ExternalWalletConnection, ExternalWalletOption } from '../wallets/external/types.ts';
import { buildMemoTransaction, readSignedMemoTransaction } from './memoTransaction.ts';
import { FOYER_EMBEDDED_FEATURE } from './standardWallet.ts';

/** The reference's `walletClientType` ids of known Solana wallets, by normalised name; others use their name. */
const KNOWN_WALLETS: Record<string, string> = {
  phantom: 'phantom',
  solflare: 'solflare',
  glow: 'glow',
  backpack: 'backpack',
};

/** `Phantom` → `phantom`, `Solflare Wallet` → `solflare`; else the wallet's own name. */
export function solanaWalletClientType(name: string): string {
  const normalised = name
    .trim()
    .toLowerCase()
    .replace(/\s+(wallet|extension)$/, '');
  return KNOWN_WALLETS[normalised] ?? name;
}

const features = (wallet: Wallet) =>
  wallet.features as Partial<
    StandardConnectFeature &
      StandardDisconnectFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature &
      Record<typeof FOYER_EMBEDDED_FEATURE, unknown>
  >;

/**
 * A Wallet Standard wallet that can sign in with Solana: on a `solana:` chain, with
 * `standard:connect` and `solana:signMessage` (or `solana:signTransaction`, for the memo path), and
 * not Foyer's own embedded Solana wallet (which is no way to log in).
 */
export function isSolanaLoginWallet(wallet: Wallet): boolean {
  const f = features(wallet);
  return (
    !f[FOYER_EMBEDDED_FEATURE] &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    f['standard:connect'] !== undefined &&
    (f['solana:signMessage'] !== undefined || f['solana:signTransaction'] !== undefined)
  );
}

const safeIcon = (icon: string) => (/^(data:image\/|https:)/.test(icon) ? icon : undefined);

/** The wallet list's entry for a Wallet Standard wallet. */
export function toSolanaWalletOption(wallet: Wallet): ExternalWalletOption {
  return {
    id: solanaWalletClientType(wallet.name),
    name: wallet.name,
    icon: safeIcon(wallet.icon),
    chainType: 'solana',
    source: 'wallet-standard',
    connectorType: 'wallet_standard',
    installed: true,
  };
}

/** The Solana wallets of this page, as they register and unregister (a store for `useSyncExternalStore`). */
export interface SolanaWalletDiscovery {
  /** The same array until the list changes. */
  getOptions(): readonly ExternalWalletOption[];
  subscribe(listener: () => void): () => void;
  /** The wallet behind an option id (what `connectSolanaWallet` takes). */
  getWallet(id: string): Wallet | undefined;
}

const EMPTY: readonly ExternalWalletOption[] = Object.freeze([]);
const serverDiscovery: SolanaWalletDiscovery = {
  getOptions: () => EMPTY,
  subscribe: () => () => {},
  getWallet: () => undefined,
};

/**
 * Finds the page's Solana wallets through the Wallet Standard (`getWallets()` of
 * `@wallet-standard/app`: wallets registered before and after). On the server it finds none.
 */
export function discoverSolanaWallets(): SolanaWalletDiscovery {
  if (typeof window === 'undefined') return serverDiscovery;
  const api = getWallets();
  let wallets: Wallet[] = [];
  let options: readonly ExternalWalletOption[] = EMPTY;
  const read = () => {
    wallets = api.get().filter(isSolanaLoginWallet);
    options = Object.freeze(wallets.map(toSolanaWalletOption));
  };
  read();
  return {
    getOptions: () => options,
    subscribe(listener) {
      const changed = () => {
        read();
        listener();
      };
      const offRegister = api.on('register', changed);
      const offUnregister = api.on('unregister', changed);
      return () => {
        offRegister();
        offUnregister();
      };
    },
    getWallet: (id) => wallets.find((wallet) => toSolanaWalletOption(wallet).id === id),
  };
}

/** A connected Solana wallet: what SIWS (`useSiwsLogin().loginWithWallet`) and the wallet list use. */
export interface SolanaWalletConnection extends ExternalWalletConnection {
  wallet: Wallet;
  account: WalletAccount;
  /** The wallet signs plain messages (`solana:signMessage`); without it only the memo path works. */
  canSignMessage: boolean;
  /** The wallet signs transactions (`solana:signTransaction`): the memo path ('Continue with Ledger'). */
  canSignTransaction: boolean;
  /**
   * Signs a memo transaction carrying `message` (never sent); resolves with the base64 transaction
   * message and the base58 signature, as SIWS's `transaction` message type sends them.
   */
  signMemoTransaction(
    message: string,
    options?: { signal?: AbortSignal },
  ): Promise<{ message: string; signature: string }>;
}

const rejected = (error: unknown) => {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  return code === 4001 || /reject|denied|cancel/i.test(`${String(name)} ${String(message)}`);
};

/** A wallet's failure as a `FoyerError`: refusals are `USER_REJECTED_REQUEST`, the rest `fallback`. */
export function toSolanaWalletError(error: unknown, fallback: FoyerErrorCode): FoyerError {
  if (isFoyerError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FoyerError(rejected(error) ? ErrorCode.USER_REJECTED_REQUEST : fallback, message, { cause: error });
}

/** `promise`, unless `signal` aborts first (a wallet prompt cannot be taken back, only ignored). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, what: string): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new AbortedError(what));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError(what));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const SOLANA_MAINNET = 'solana:mainnet';

/**
 * Connects a Wallet Standard wallet (`standard:connect`: the wallet's own prompt) and picks its
 * first Solana account. Rejects with a `FoyerError`: `USER_REJECTED_REQUEST` when the visitor
 * refuses, `PHANTOM_MULTICHAIN_DISABLED` when Phantom gives no Solana account (its multichain
 * setting is off), `UNKNOWN_CONNECT_WALLET_ERROR` otherwise, `ABORTED` on `signal`.
 */
export async function connectSolanaWallet(
  wallet: Wallet,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<SolanaWalletConnection> {
  const f = features(wallet);
  const option = toSolanaWalletOption(wallet);
  const connect = f['standard:connect'];
  if (!connect) throw new FoyerError(ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR, `${wallet.name} cannot connect`);
  let accounts: readonly WalletAccount[];
  try {
    ({ accounts } = await unlessAborted(connect.connect(), options.signal, 'Connecting the wallet'));
  } catch (error) {
    throw toSolanaWalletError(error, ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR);
  }
  const account = accounts.find((a) => a.chains.some((chain) => chain.startsWith('solana:')));
  if (!account) {
    throw new FoyerError(
      option.id === 'phantom' ? ErrorCode.PHANTOM_MULTICHAIN_DISABLED : ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR,
      `${wallet.name} gave no Solana account`,
    );
  }
  const chain = account.chains.includes(SOLANA_MAINNET) ? SOLANA_MAINNET : (account.chains[0] ?? SOLANA_MAINNET);
  const signMessageFeature = f['solana:signMessage'];
  const signTransactionFeature = f['solana:signTransaction'];

  return {
    option,
    wallet,
    account,
    address: account.address,
    chainId: chain,
    canSignMessage: signMessageFeature !== undefined,
    canSignTransaction: signTransactionFeature !== undefined,
    async signMessage(message, { signal } = {}) {
      if (!signMessageFeature) {
        throw new FoyerError(ErrorCode.SOLANA_SIGN_MESSAGE_UNSUPPORTED, `${wallet.name} signs no messages`);
      }
      try {
        const [output] = await unlessAborted(
          signMessageFeature.signMessage({ account, message: new TextEncoder().encode(message) }),
          signal,
          'Signing the message',
        );
        if (!output) throw new Error('The wallet returned no signature');
        return base58.encode(output.signature);
      } catch (error) {
        throw toSolanaWalletError(error, ErrorCode.UNABLE_TO_SIGN);
      }
    },
    async signMemoTransaction(message, { signal } = {}) {
      if (!signTransactionFeature) {
        throw new FoyerError(ErrorCode.NOT_SUPPORTED, `${wallet.name} signs no transactions`);
      }
      try {
        const transaction = buildMemoTransaction(account.address, message);
        const [output] = await unlessAborted(
          signTransactionFeature.signTransaction({ account, transaction, chain }),
          signal,
          'Signing the transaction',
        );
        if (!output) throw new Error('The wallet returned no transaction');
        const signed = readSignedMemoTransaction(output.signedTransaction, account.address);
        return { message: signed.message, signature: base58.encode(signed.signature) };
      } catch (error) {
        throw toSolanaWalletError(error, ErrorCode.UNABLE_TO_SIGN);
      }
    },
    async disconnect() {
      await f['standard:disconnect']?.disconnect();
    },
  };
}
