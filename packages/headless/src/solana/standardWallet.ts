import { base58 } from '@scure/base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features';
import { ErrorCode } from '../core/errors/codes.ts';
import { FoyerError } from '../core/errors/FoyerError.ts';
import type { EmbeddedWalletSource } from '../ethereum/walletSource.ts';
import { whenReady } from '../ethereum/walletSource.ts';
import type { EmbeddedSolanaWallet, EmbeddedWalletSigner } from '../wallets/types.ts';
import { EMBEDDED_WALLET_ICON } from './icon.ts';

/** The Solana clusters, as Wallet Standard names them. */
export const SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const;
/** A cluster the wallet may name: the three public ones, or the emulator's `solana:localnet`. */
export type SolanaChain = (typeof SOLANA_CHAINS)[number] | 'solana:localnet';

export interface CreateSolanaStandardWalletParameters {
  /** The user's embedded Solana wallets as they change (login, logout, a new wallet). */
  wallets: EmbeddedWalletSource<EmbeddedSolanaWallet>;
  signer: EmbeddedWalletSigner;
  /** What wallet pickers show; default 'Foyer'. */
  name?: string;
  /** A base64 data URI; default a door icon. */
  icon?: WalletIcon;
  /** Default all three clusters. */
  chains?: readonly SolanaChain[];
}

/**
 * Marks Foyer's own embedded wallet among a page's Wallet Standard wallets, so Foyer's wallet list
 * leaves it out (it is no way to log in: spec wallets §8 'Cannot login or link with an embedded Solana wallet').
 */
export const FOYER_EMBEDDED_FEATURE = 'foyer:embedded';
export type FoyerEmbeddedFeature = { readonly [FOYER_EMBEDDED_FEATURE]: { readonly version: '1.0.0' } };

export type SolanaStandardWalletFeatures = FoyerEmbeddedFeature &
  StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** The wallet object, plus `destroy()` to stop following the wallet source. */
export interface SolanaStandardWallet extends Wallet {
  readonly features: SolanaStandardWalletFeatures;
  destroy(): void;
}

const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies IdentifierString[];

const notFound = (address: string) =>
  new FoyerError(ErrorCode.EMBEDDED_WALLET_NOT_FOUND, `No connected embedded Solana wallet for address ${address}`);

/**
 * The embedded Solana wallet as a Wallet Standard wallet. It lists no accounts until an app
 * connects (`standard:connect`, which needs no prompt: the wallet is the app's own); then its
 * accounts follow the user's embedded Solana wallets, and `change` fires when they do (logging out
 * empties them). Messages and transactions are signed by the wallet iframe through `signer`, after the
 * user's confirmation when wallet UIs are on (a transaction shown as one, decoded);
 * `solana:signAndSendTransaction` runs the kit's send (blockhash, simulation, scan, the same
 * confirmation) on the app's cluster the input's `chain` names, and resolves once the cluster has it.
 */
export function createSolanaStandardWallet(parameters: CreateSolanaStandardWalletParameters): SolanaStandardWallet {
  const { wallets: source, signer } = parameters;
  const chains = [...(parameters.chains ?? SOLANA_CHAINS)];
  const listeners: { [E in StandardEventsNames]: Set<StandardEventsListeners[E]> } = { change: new Set() };
  const cache = new Map<string, WalletAccount>();
  let authorized = false;

  // Accounts are read-only (the standard's rule) and the same object for the same address.
  const accountFor = (wallet: EmbeddedSolanaWallet): WalletAccount => {
    let account = cache.get(wallet.address);
    if (!account) {
      const publicKey = base58.decode(wallet.address);
      account = Object.freeze({
        address: wallet.address,
        get publicKey() {
          return publicKey.slice();
        },
        chains: Object.freeze([...chains]),
        features: accountFeatures,
        label: `${parameters.name ?? 'Foyer'} ${wallet.walletIndex + 1}`,
      });
      cache.set(wallet.address, account);
    }
    return account;
  };
  const accounts = (): WalletAccount[] => (authorized ? source.getSnapshot().wallets.map(accountFor) : []);
  const emitChange = () => {
    const properties = { accounts: accounts() };
    for (const listener of [...listeners.change]) listener(properties);
  };

  let shown = accounts()
    .map((a) => a.address)
    .join();
  const unsubscribe = source.subscribe(() => {
    const next = accounts()
      .map((a) => a.address)
      .join();
    if (next === shown) return;
    shown = next;
    emitChange();
  });

  const walletOf = (account: WalletAccount): EmbeddedSolanaWallet => {
    const wallet = authorized ? source.getSnapshot().wallets.find((w) => w.address === account.address) : undefined;
    if (!wallet) throw notFound(account.address);
    return wallet;
  };

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]): Promise<SolanaSignMessageOutput[]> => {
    const outputs: SolanaSignMessageOutput[] = [];
    for (const { account, message } of inputs) {
      const signature = await signer.solanaSignMessage(walletOf(account), message);
      outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' });
    }
    return outputs;
  };

  const signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<SolanaSignTransactionOutput[]> => {
    const outputs: SolanaSignTransactionOutput[] = [];
    for (const { account, transaction } of inputs) {
      outputs.push({ signedTransaction: await signer.solanaSignTransaction(walletOf(account), transaction) });
    }
    return outputs;
  };

  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<SolanaSignAndSendTransactionOutput[]> => {
    const outputs: SolanaSignAndSendTransactionOutput[] = [];
    for (const { account, chain, transaction } of inputs) {
      const signature = await signer.solanaSignAndSendTransaction(walletOf(account), transaction, chain);
      outputs.push({ signature: base58.decode(signature) });
    }
    return outputs;
  };

  const features: SolanaStandardWalletFeatures = {
    [FOYER_EMBEDDED_FEATURE]: { version: '1.0.0' },
    'standard:connect': {
      version: '1.0.0',
      async connect() {
        await whenReady(source);
        if (!authorized) {
          authorized = true;
          shown = accounts()
            .map((a) => a.address)
            .join();
          if (shown) emitChange();
        }
        return { accounts: accounts() };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!authorized) return;
        authorized = false;
        const had = shown;
        shown = '';
        if (had) emitChange();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        listeners[event].add(listener);
        return () => listeners[event].delete(listener);
      },
    },
    'solana:signMessage': { version: '1.1.0', signMessage },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
  };

  return {
    version: '1.0.0',
    name: parameters.name ?? 'Foyer',
    icon: parameters.icon ?? EMBEDDED_WALLET_ICON,
    chains,
    features,
    get accounts() {
      return accounts();
    },
    destroy() {
      unsubscribe();
      listeners.change.clear();
    },
  };
}
