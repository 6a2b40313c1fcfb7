'use client';

import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { useFoyerCore } from '../../react/context.ts';
import { embeddedWallets, walletsOfChain } from '../embedded/selectors.ts';
import { smartWalletChainIds, smartWalletClientFor } from './clients.ts';
import { useSmartWalletsConfig } from './SmartWalletsProvider.ts';
import type { SmartWalletClient } from './smartWalletClient.ts';

export interface UseSmartWalletsReturnType {
  /**
   * The user's smart wallet on the app's default chain (else the first chain of its smart-wallet
   * config), once made and linked; undefined before, when logged out, without an embedded wallet, or
   * with smart wallets off.
   */
  client: SmartWalletClient | undefined;
  /** The smart wallet on chain `id` (rejects with `unsupported_chain_id` when the config has no such chain). */
  getClientForChain(chain: { id: number }): Promise<SmartWalletClient>;
}

/**
 * Reference §3.13: the user's ERC-4337 smart account (Light Account v2, EntryPoint v0.7), owned by
 * their embedded Ethereum wallet, on the chains of the app's smart-wallet config. Its sends are user
 * operations through the config's bundler, sponsored by its paymaster when it has one, and shown on
 * the same confirmation as any send. Below a `SmartWalletsProvider`, its `paymasterContext` is what
 * the paymaster is given.
 */
export function useSmartWallets(): UseSmartWalletsReturnType {
  const core = useFoyerCore();
  const { store } = core;
  const user = useAtomValue(userAtom, { store });
  const defaultChain = useAtomValue(appConfigAtom, { store })?.defaultChain?.id;
  const owner = useMemo(() => walletsOfChain(embeddedWallets(user), 'ethereum')[0], [user]);
  const { paymasterContext } = useSmartWalletsConfig();
  const [client, setClient] = useState<SmartWalletClient | undefined>(undefined);

  const getClientForChain = useCallback(
    ({ id }: { id: number }) => {
      if (!owner) return Promise.reject(new Error('useSmartWallets: the user has no embedded Ethereum wallet'));
      return smartWalletClientFor(core, owner, id, new AbortController().signal, paymasterContext);
    },
    [core, owner, paymasterContext],
  );

  useEffect(() => {
    setClient(undefined);
    if (!owner) return;
    const controller = new AbortController();
    void (async () => {
      const ids = await smartWalletChainIds(core);
      const id = defaultChain !== undefined && ids.includes(defaultChain) ? defaultChain : ids[0];
      if (id === undefined) return;
      const made = await smartWalletClientFor(core, owner, id, controller.signal, paymasterContext);
      if (!controller.signal.aborted) setClient(made);
    })().catch(() => undefined);
    return () => controller.abort();
  }, [core, owner, defaultChain, paymasterContext]);

  return { client, getClientForChain };
}
