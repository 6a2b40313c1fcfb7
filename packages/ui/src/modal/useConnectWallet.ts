'use client';
import type { ConnectedExternalWallet, FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import type { IntentCallbacks } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseConnectWalletParameters {
  /** Fires when the modal closes after a wallet connected (no signature, no login): the wallet. */
  onSuccess?: (result: { wallet: ConnectedExternalWallet }) => void;
  /** Fires when the modal closes early (`ErrorCode.USER_EXITED_AUTH_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseConnectWalletReturnType {
  /**
   * Opens the wallet list in its connect-only variant ('Connect wallet'): the chosen wallet is
   * connected (and moved to one of the app's chains), not signed in with. Works logged in or out;
   * the wallet then shows in `useWallets().externalWallets` (or `useSolanaWallets()`). The list
   * offers the wallets of the chains the app's `appearance.walletChainType` names.
   */
  connectWallet(): void;
}

const listStart = { screen: 'wallets/list', params: { variant: 'connect-only' } } as const;

/** Opens `<FoyerModal>` to connect an external wallet without logging in (spec wallets-and-mfa.md §2). */
export function useConnectWallet({ onSuccess, onError }: UseConnectWalletParameters = {}): UseConnectWalletReturnType {
  const callbacks: IntentCallbacks = {
    onComplete: (result) => {
      if (result.intent === 'connect-wallet') onSuccess?.({ wallet: result.wallet });
    },
    onError: (error) => onError?.(error),
  };
  const open = useOpenIntent('connect-wallet', callbacks, listStart);
  const connectWallet = useCallback(() => open(), [open]);
  return { connectWallet };
}
