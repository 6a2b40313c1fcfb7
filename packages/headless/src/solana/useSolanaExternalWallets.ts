'use client';
import { useState, useSyncExternalStore } from 'react';
import { ErrorCode } from '../core/errors/codes.ts';
import { FoyerError } from '../core/errors/FoyerError.ts';
import { useFoyerCore } from '../react/context.ts';
import { listConnectedWallet } from '../wallets/external/connectedList.ts';
import type { ExternalWalletOption } from '../wallets/external/types.ts';
import {
  connectSolanaWallet,
  discoverSolanaWallets,
  type SolanaWalletConnection,
  type SolanaWalletDiscovery,
} from './externalWallets.ts';

export interface UseSolanaExternalWalletsReturnType {
  /** The page's Wallet Standard Solana wallets (none on the server), as wallet-list entries. */
  wallets: readonly ExternalWalletOption[];
  /**
   * Connects the wallet of `id` (an entry's `id`); rejects with a `FoyerError` (see
   * `connectSolanaWallet`). A connected wallet is listed in `useSolanaWallets().externalWallets`
   * until its `disconnect()`.
   */
  connect(id: string, options?: { signal?: AbortSignal | undefined }): Promise<SolanaWalletConnection>;
}

const NONE: readonly ExternalWalletOption[] = Object.freeze([]);
const getServerOptions = () => NONE;

/** The Solana wallets the visitor can log in with, as they register, and a way to connect one. */
export function useSolanaExternalWallets(): UseSolanaExternalWalletsReturnType {
  const core = useFoyerCore();
  const [discovery] = useState<SolanaWalletDiscovery>(discoverSolanaWallets);
  const wallets = useSyncExternalStore(discovery.subscribe, discovery.getOptions, getServerOptions);
  const [connect] = useState(() => (id: string, options?: { signal?: AbortSignal | undefined }) => {
    const wallet = discovery.getWallet(id);
    if (!wallet) {
      return Promise.reject(new FoyerError(ErrorCode.PROVIDER_NOT_FOUND, `No Solana wallet ${id} on this page`));
    }
    return connectSolanaWallet(wallet, options).then((connection): SolanaWalletConnection => {
      const unlist = listConnectedWallet(core, connection);
      return {
        ...connection,
        disconnect: async () => {
          unlist();
          await connection.disconnect();
        },
      };
    });
  });
  return { wallets, connect };
}
