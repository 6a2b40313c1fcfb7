'use client';
import {
  type ConnectedExternalWallet,
  type EmbeddedWallet,
  type FoyerError,
  useAuth,
  useCreateWallet,
  useSolanaWallets,
  useWallets,
} from '@foyer/headless';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { IntentCallbacks } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

/** What `connectOrCreateWallet()` ends with: the external wallet connected, or the embedded wallet created. */
export interface ConnectOrCreateWalletResult {
  wallet: ConnectedExternalWallet | EmbeddedWallet;
}

export interface UseConnectOrCreateWalletParameters {
  /** Fires once a wallet was connected (the modal closed) or the embedded wallet created. */
  onSuccess?: (result: ConnectOrCreateWalletResult) => void;
  /** Fires on an error, or when the modal closes early (`ErrorCode.USER_EXITED_AUTH_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseConnectOrCreateWalletReturnType {
  /**
   * A visitor: opens the wallet list, connects the chosen wallet and logs in with it (SIWE, SIWS).
   * A logged-in user without an embedded Ethereum wallet: creates one (no modal). A logged-in user
   * with one: opens the wallet list to connect an external wallet (as `connectWallet()`).
   */
  connectOrCreateWallet(): void;
}

const listStart = { screen: 'wallets/list' } as const;
const connectOnlyStart = { screen: 'wallets/list', params: { variant: 'connect-only' } } as const;

/** Connect a wallet, or create the embedded one (reference §3.2, §3.15 `connectOrCreateWallet`; spec §1 intent). */
export function useConnectOrCreateWallet({
  onSuccess,
  onError,
}: UseConnectOrCreateWalletParameters = {}): UseConnectOrCreateWalletReturnType {
  const { authenticated } = useAuth();
  const ethereum = useWallets();
  const solana = useSolanaWallets();
  const { createWalletAsync } = useCreateWallet();
  // Read when the modal closes: the wallet the login connected is in the latest render's lists.
  const connected = useRef<ConnectedExternalWallet[]>([]);
  useLayoutEffect(() => {
    connected.current = [...ethereum.externalWallets, ...solana.externalWallets];
  });
  const callbacks: IntentCallbacks = {
    onComplete: (result) => {
      if (result.intent === 'connect-wallet') onSuccess?.({ wallet: result.wallet });
      if (result.intent !== 'login' || result.loginAccount?.type !== 'wallet') return;
      const { address } = result.loginAccount;
      const wallet = connected.current.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase());
      if (wallet) onSuccess?.({ wallet });
    },
    onError: (error) => onError?.(error),
  };
  const openLogin = useOpenIntent('connect-or-create', callbacks, listStart);
  const openConnect = useOpenIntent('connect-wallet', callbacks, connectOnlyStart);
  const hasEmbedded = ethereum.wallets.length > 0;
  const latest = useRef({ onSuccess, onError });
  useLayoutEffect(() => {
    latest.current = { onSuccess, onError };
  });

  const connectOrCreateWallet = useCallback(() => {
    if (!authenticated) {
      openLogin({ loginMethods: ['wallet'] });
      return;
    }
    if (hasEmbedded) {
      openConnect();
      return;
    }
    createWalletAsync().then(
      (wallet) => latest.current.onSuccess?.({ wallet }),
      (error: FoyerError) => latest.current.onError?.(error),
    );
  }, [authenticated, hasEmbedded, openLogin, openConnect, createWalletAsync]);
  return { connectOrCreateWallet };
}
