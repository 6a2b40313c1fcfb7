'use client';
import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { NoCallbacks } from '../../core/flow/types.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  createWalletConnectionFlow,
  type ExternalWalletDriver,
  type WalletConnectionCommands,
} from '../../wallets/external/connection.flow.ts';
import type { WalletConnectionSnapshot } from '../../wallets/external/connection.machine.ts';
import type { ExternalWalletOption } from '../../wallets/external/types.ts';
import { externalWalletList, type WalletChainFilter } from '../../wallets/external/walletList.ts';
import { type EthereumWallets, ethereumWalletsOf } from './discovery.ts';
import { walletConnectConnectorOf, walletConnectOf, walletConnectOption } from './walletConnect.ts';
import { knownEthereumWallets } from './walletIds.ts';

const none: readonly ExternalWalletOption[] = [];

export interface UseConnectWalletParameters {
  /** Wallet ids and group entries, in order (default: the app's `appearance.walletList`, else the reference default). */
  walletList?: readonly string[] | undefined;
  /** Chains the wallet must be on, CAIP-2; default the app's `chains`. */
  supportedChainIds?: readonly string[] | undefined;
  /** Which chains' wallets to list; default the app's `appearance.walletChainType`. */
  chains?: WalletChainFilter | undefined;
  /**
   * Another chain's wallets (Solana's Wallet Standard discovery): its options join the list and
   * its driver connects them.
   */
  extraWallets?: { options: readonly ExternalWalletOption[]; driver: ExternalWalletDriver } | undefined;
}

export type UseConnectWalletReturnType = FlowHook<
  WalletConnectionSnapshot,
  WalletConnectionCommands,
  NoCallbacks,
  'connect' | 'retry',
  'disconnect'
> & {
  /** The wallet list: found wallets and, per `walletList`, known ones to install. */
  wallets: ExternalWalletOption[];
};

/**
 * Connect an external Ethereum wallet without logging in (reference §3.6): the wallets found in
 * this browser (EIP-6963 and injected) in the list's order, and the connection's state
 * (`disconnected`, `connecting`, `switching_to_supported_chain`, `connected`). A connected wallet
 * appears in `useWallets().externalWallets`; pass `state.connection` to `useSiweLogin().loginWithWallet`
 * to log in with it. Another chain's wallets (Solana's) join through `extraWallets`.
 */
export function useConnectWallet(params: UseConnectWalletParameters = {}): UseConnectWalletReturnType {
  const core = useFoyerCore();
  const [discovery, setDiscovery] = useState<EthereumWallets | null>(null);
  useEffect(() => setDiscovery(ethereumWalletsOf(core)), [core]);
  const extraDriver = useRef(params.extraWallets?.driver);
  extraDriver.current = params.extraWallets?.driver;
  const [flow] = useState(() => {
    const ethereum: ExternalWalletDriver = {
      connect: (option, o) =>
        (option.source === 'walletconnect' ? walletConnectOf(core) : ethereumWalletsOf(core)).driver.connect(option, o),
    };
    const solana: ExternalWalletDriver = {
      connect: (option, o) =>
        extraDriver.current
          ? extraDriver.current.connect(option, o)
          : Promise.reject(new Error('No Solana wallet driver was given (extraWallets)')),
    };
    return createWalletConnectionFlow(core, {
      drivers: { ethereum, solana },
      supportedChainIds: params.supportedChainIds,
    });
  });
  const hook = useFlow(flow, {}, { finishing: ['connect', 'retry'], steps: ['disconnect'] });
  const detected = useSyncExternalStore(
    (listener) => discovery?.subscribe(listener) ?? (() => undefined),
    () => discovery?.getOptions() ?? none,
    () => none,
  );
  const config = useAtomValue(appConfigAtom, { store: core.store });
  const walletList = params.walletList ?? config?.appearance.walletList;
  const chains = params.chains ?? config?.appearance.walletChainType ?? 'ethereum-only';
  const extra = params.extraWallets?.options ?? none;
  const walletConnect = config && walletConnectConnectorOf(core) ? walletConnectOption : null;
  const wallets = useMemo(
    () =>
      externalWalletList({
        detected: [...detected, ...extra],
        walletList,
        chains,
        known: knownEthereumWallets,
        walletConnect,
      }),
    [detected, extra, walletList, chains, walletConnect],
  );
  return { ...hook, wallets };
}
