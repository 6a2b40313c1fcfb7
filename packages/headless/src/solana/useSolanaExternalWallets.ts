'use client';
import { useState, useSyncExternalStore } from 'react';
import { ErrorCode } from '../core/errors/codes.ts';
import { FoyerError } from '../core/errors/FoyerError.ts';
import type { NoCallbacks } from '../core/flow/types.ts';
import { useFoyerCore } from '../react/context.ts';
import { type FlowHook, type HookedFlow, useFlow } from '../react/useFlow.ts';
import { createWalletConnectionFlow } from '../wallets/external/connection.flow.ts';
import type { WalletConnectionSnapshot } from '../wallets/external/connection.machine.ts';
import type { ExternalWalletOption } from '../wallets/external/types.ts';
import {
  connectSolanaWallet,
  discoverSolanaWallets,
  type SolanaWalletConnection,
  type SolanaWalletDiscovery,
} from './externalWallets.ts';

/** A Solana wallet's connection: `connection` (and `result`) once `connected`. */
export type SolanaWalletConnectionSnapshot = WalletConnectionSnapshot<SolanaWalletConnection>;

export interface SolanaExternalWalletCommands {
  /**
   * Connects the wallet of `id` (an entry's `id`): resolves with the settled state, never rejects;
   * `connectAsync` resolves with the connection or rejects with the `FoyerError` (see
   * `connectSolanaWallet`). A connected wallet is listed in `useSolanaWallets().externalWallets`
   * until `disconnect()`.
   */
  connect(id: string): Promise<SolanaWalletConnectionSnapshot>;
  /** Tries the last wallet again, when `state.canRetry`. */
  retry(): Promise<SolanaWalletConnectionSnapshot>;
  disconnect(): Promise<SolanaWalletConnectionSnapshot>;
  reset(): void;
}

export type UseSolanaExternalWalletsReturnType = FlowHook<
  SolanaWalletConnectionSnapshot,
  SolanaExternalWalletCommands,
  NoCallbacks,
  'connect' | 'retry',
  'disconnect'
> & {
  /** The page's Wallet Standard Solana wallets (none on the server), as wallet-list entries. */
  wallets: readonly ExternalWalletOption[];
};

const NONE: readonly ExternalWalletOption[] = Object.freeze([]);
const getServerOptions = () => NONE;

/** An id no wallet of the page has: the driver answers `provider_not_found`. */
const missing = (id: string): ExternalWalletOption => ({
  id,
  name: id,
  chainType: 'solana',
  source: 'wallet-standard',
  connectorType: 'wallet_standard',
  installed: false,
});

/**
 * The Solana wallets the visitor can log in with, as they register, and one wallet's connection
 * (the external-wallet connection flow, with the Wallet Standard as its driver).
 */
export function useSolanaExternalWallets(): UseSolanaExternalWalletsReturnType {
  const core = useFoyerCore();
  const [discovery] = useState<SolanaWalletDiscovery>(discoverSolanaWallets);
  const wallets = useSyncExternalStore(discovery.subscribe, discovery.getOptions, getServerOptions);
  const [flow] = useState(() => {
    const connection = createWalletConnectionFlow(core, {
      drivers: {
        solana: {
          connect(option, { signal }) {
            const wallet = discovery.getWallet(option.id);
            if (!wallet)
              throw new FoyerError(ErrorCode.PROVIDER_NOT_FOUND, `No Solana wallet ${option.id} on this page`);
            return connectSolanaWallet(wallet, { signal });
          },
        },
      },
      supportedChainIds: [],
    });
    const { connect, retry, disconnect, reset } = connection.commands;
    const commands = {
      connect: (id: string) => connect(discovery.getOptions().find((option) => option.id === id) ?? missing(id)),
      retry,
      disconnect,
      reset,
    };
    // The driver connects Solana wallets only: the snapshot holds their connections.
    return Object.assign(connection, { commands }) as unknown as HookedFlow<
      SolanaWalletConnectionSnapshot,
      NoCallbacks,
      SolanaExternalWalletCommands
    >;
  });
  return { ...useFlow(flow, {}, { finishing: ['connect', 'retry'], steps: ['disconnect'] }), wallets };
}
