'use client';

import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { readyAtom, userAtom } from '../core/store/atoms.ts';
import { connectedExternalWalletsAtom } from '../core/store/externalWallets.ts';
import { embeddedWallets, walletsOfChain } from '../wallets/embedded/selectors.ts';
import type { ConnectedExternalWallet } from '../wallets/external/types.ts';
import type { EmbeddedEthereumWallet, EmbeddedSolanaWallet } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export interface UseWalletsReturnType<Wallet, Chain extends 'ethereum' | 'solana' = 'ethereum' | 'solana'> {
  /** False until the stored session has been settled. */
  ready: boolean;
  /** The user's embedded wallets of the chain, primary (index 0) first; empty when logged out. */
  wallets: Wallet[];
  /**
   * External wallets of the chain connected in this page (`useConnectWallet()`, the modal), beside
   * the embedded ones; `linked` says whether one is also a wallet account of the user.
   */
  externalWallets: ConnectedExternalWallet<Chain>[];
}

function useEmbeddedWallets<Chain extends 'ethereum' | 'solana'>(chain: Chain) {
  const core = useFoyerCore();
  const { store } = core;
  useWalletsOnLogin(core);
  const ready = useAtomValue(readyAtom, { store });
  const user = useAtomValue(userAtom, { store });
  const wallets = useMemo(() => walletsOfChain(embeddedWallets(user), chain), [user, chain]);
  const connected = useAtomValue(connectedExternalWalletsAtom, { store });
  const externalWallets = useMemo(
    () =>
      connected
        .filter((wallet): wallet is ConnectedExternalWallet<Chain> => wallet.chainType === chain)
        .map((wallet) => {
          const linked = !!user?.linkedAccounts.some(
            (account) => account.type === 'wallet' && account.address.toLowerCase() === wallet.address.toLowerCase(),
          );
          return linked === wallet.linked ? wallet : { ...wallet, linked };
        }),
    [connected, user, chain],
  );
  return { ready, wallets, externalWallets };
}

/**
 * The user's embedded Ethereum wallets, read from their linked accounts, and the external ones
 * connected in this page (loads no wallet code).
 */
export function useWallets(): UseWalletsReturnType<EmbeddedEthereumWallet, 'ethereum'> {
  return useEmbeddedWallets('ethereum');
}

/** The user's embedded Solana wallets, and the external ones connected in this page (loads no wallet code). */
export function useSolanaWallets(): UseWalletsReturnType<EmbeddedSolanaWallet, 'solana'> {
  return useEmbeddedWallets('solana');
}
