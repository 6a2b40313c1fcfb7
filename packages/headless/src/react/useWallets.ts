'use client';
import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { readyAtom, userAtom } from '../core/store/atoms.ts';
import { embeddedWallets, walletsOfChain } from '../wallets/embedded/selectors.ts';
import type { EmbeddedEthereumWallet, EmbeddedSolanaWallet } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export interface UseWalletsReturnType<Wallet> {
  /** False until the stored session has been settled. */
  ready: boolean;
  /** The user's embedded wallets of the chain, primary (index 0) first; empty when logged out. */
  wallets: Wallet[];
}

function useEmbeddedWallets<Chain extends 'ethereum' | 'solana'>(chain: Chain) {
  const core = useFoyerCore();
  const { store } = core;
  useWalletsOnLogin(core);
  const ready = useAtomValue(readyAtom, { store });
  const user = useAtomValue(userAtom, { store });
  const wallets = useMemo(() => walletsOfChain(embeddedWallets(user), chain), [user, chain]);
  return { ready, wallets };
}

/** The user's embedded Ethereum wallets, read from their linked accounts (loads no wallet code). */
export function useWallets(): UseWalletsReturnType<EmbeddedEthereumWallet> {
  return useEmbeddedWallets('ethereum');
}

/** The user's embedded Solana wallets, read from their linked accounts (loads no wallet code). */
export function useSolanaWallets(): UseWalletsReturnType<EmbeddedSolanaWallet> {
  return useEmbeddedWallets('solana');
}
