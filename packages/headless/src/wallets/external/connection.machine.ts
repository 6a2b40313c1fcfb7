import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { stay } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { ExternalWalletConnection, ExternalWalletOption } from './types.ts';

/** The spec's wallet connection states (login-and-accounts.md §4), in order. */
export const walletConnectionStatuses = [
  'disconnected',
  'connecting',
  'switching_to_supported_chain',
  'connected',
] as const;
export type WalletConnectionStatus = (typeof walletConnectionStatuses)[number];

/** Spec §9: a failed connection may be retried at most 2 times; then 'Unable to connect wallet'. */
export const WALLET_CONNECT_MAX_RETRIES = 2;

/** A connection that can also move the wallet to another chain (Ethereum); Solana's has no `switchChain`. */
export interface SwitchableConnection extends ExternalWalletConnection {
  switchChain?(chainId: string, options: { signal: AbortSignal }): Promise<void>;
}

/** `Connection`: what the chain's driver connects (a Solana connection carries more than an Ethereum one). */
export interface WalletConnectionSnapshot<Connection extends ExternalWalletConnection = SwitchableConnection> {
  status: WalletConnectionStatus;
  /** The wallet being (or last) connected. */
  option: ExternalWalletOption | null;
  /** Set once the wallet granted an account (`switching_to_supported_chain` and `connected`). */
  connection: Connection | null;
  /** Why the last attempt failed (in `disconnected`), else null. */
  error: FoyerError | null;
  /** How many retries of this wallet were used. */
  retries: number;
  /** A failed attempt may be retried (`retry()`); false after 2 retries: 'Unable to connect wallet'. */
  canRetry: boolean;
  /** The app's chains (CAIP-2) for this connection; empty accepts any. */
  supportedChainIds: readonly string[];
  /** The connection, once `connected` (what `connectAsync` resolves with). */
  result: Connection | null;
}

export type WalletConnectionEvent =
  | { type: 'connect'; option: ExternalWalletOption; supportedChainIds: readonly string[] }
  | { type: 'retry' }
  | { type: 'granted'; connection: SwitchableConnection }
  | { type: 'switched'; chainId: string }
  | { type: 'failed'; error: FoyerError }
  | { type: 'disconnect' }
  /** The wallet acknowledged a disconnect (nothing changes: the snapshot already is `disconnected`). */
  | { type: 'disconnected' }
  | { type: 'reset' };

export type WalletConnectionEffect =
  | { type: 'requestAccounts'; option: ExternalWalletOption }
  | { type: 'switchChain'; connection: SwitchableConnection; chainId: string }
  | { type: 'disconnect'; connection: SwitchableConnection };

export const initialWalletConnectionSnapshot: WalletConnectionSnapshot = {
  status: 'disconnected',
  option: null,
  connection: null,
  error: null,
  retries: 0,
  canRetry: false,
  supportedChainIds: [],
  result: null,
};

type Step = Transition<WalletConnectionSnapshot, WalletConnectionEffect>;

const connecting = (option: ExternalWalletOption, retries: number, supportedChainIds: readonly string[]): Step => ({
  snapshot: {
    status: 'connecting',
    option,
    connection: null,
    error: null,
    retries,
    canRetry: false,
    supportedChainIds,
    result: null,
  },
  effects: [{ type: 'requestAccounts', option }],
});
const connected = (snapshot: WalletConnectionSnapshot, connection: SwitchableConnection): Step => ({
  snapshot: { ...snapshot, status: 'connected', connection, error: null, canRetry: false, result: connection },
  effects: [],
});

/**
 * Pure transition of one external wallet's connection (spec §4 'External wallet connection'):
 * `connecting` until the wallet grants an account; then, when the wallet's chain is not one the
 * app supports and the wallet can switch, `switching_to_supported_chain` (to the first supported
 * chain); then `connected`. A failure returns to `disconnected` with the error and, for the first
 * 2 retries, `canRetry`. An empty `supportedChainIds` accepts any chain.
 */
export function walletConnectionMachine(snapshot: WalletConnectionSnapshot, event: WalletConnectionEvent): Step {
  switch (event.type) {
    case 'connect':
      return connecting(event.option, 0, event.supportedChainIds);
    case 'retry':
      if (snapshot.status !== 'disconnected' || !snapshot.option || !snapshot.canRetry) return stay(snapshot);
      return connecting(snapshot.option, snapshot.retries + 1, snapshot.supportedChainIds);
    case 'granted': {
      if (snapshot.status !== 'connecting') return stay(snapshot);
      const chainId = chainToSwitchTo(event.connection, snapshot.supportedChainIds);
      if (chainId === null) return connected(snapshot, event.connection);
      return {
        snapshot: { ...snapshot, status: 'switching_to_supported_chain', connection: event.connection },
        effects: [{ type: 'switchChain', connection: event.connection, chainId }],
      };
    }
    case 'switched':
      if (snapshot.status !== 'switching_to_supported_chain' || !snapshot.connection) return stay(snapshot);
      return connected(snapshot, { ...snapshot.connection, chainId: event.chainId });
    case 'failed':
      if (snapshot.status === 'disconnected' || snapshot.status === 'connected') return stay(snapshot);
      return {
        snapshot: {
          ...snapshot,
          status: 'disconnected',
          connection: null,
          error: event.error,
          canRetry: snapshot.retries < WALLET_CONNECT_MAX_RETRIES,
        },
        effects: [],
      };
    case 'disconnect': {
      const { connection } = snapshot;
      const next: Step = { snapshot: { ...initialWalletConnectionSnapshot, option: snapshot.option }, effects: [] };
      return connection ? { ...next, effects: [{ type: 'disconnect', connection }] } : next;
    }
    case 'disconnected':
      return stay(snapshot);
    case 'reset':
      // Back to the start (the same object when already there, so nothing is announced).
      return { snapshot: initialWalletConnectionSnapshot, effects: [] };
  }
}

/** Where a granted wallet must move first: the first supported chain, when it is elsewhere and can switch. */
function chainToSwitchTo(connection: SwitchableConnection, supportedChainIds: readonly string[]): string | null {
  if (supportedChainIds.length === 0 || supportedChainIds.includes(connection.chainId)) return null;
  return connection.switchChain ? (supportedChainIds[0] ?? null) : null;
}
