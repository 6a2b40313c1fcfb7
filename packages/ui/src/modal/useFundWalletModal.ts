'use client';
import { ErrorCode, type FoyerError, type FundWalletConfig, type FundWalletExit } from '@foyer/headless';
import { useCallback, useRef } from 'react';
import { fundingExitOf } from '../screens/funding/fundingExit.ts';
import type { FundWalletScreenParams } from '../screens/funding/fundWallet.screen.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseFundWalletModalParameters {
  /** Fires when the modal closes after funding completed ('Success!'). */
  onSuccess?: () => void;
  /**
   * Reference §3.7 `onUserExited`: the user closed funding before it completed; where they were
   * (the method, the last balance the receive screen read).
   */
  onUserExited?: (exit: FundWalletExit) => void;
  /** Fires when funding could not start (not enabled, a chain the app lacks, invalid data). */
  onError?: (error: FoyerError) => void;
}

export interface UseFundWalletModalReturnType {
  /**
   * Opens the modal on 'Add funds to your <app> wallet' for `address` (an embedded or connected wallet
   * of the user): card, exchange, another wallet, receive, and bridging from another network as the
   * app allows (reference §3.7 `FundWalletConfig`). Refused without a logged-in user.
   */
  fundWallet(address: string, config?: FundWalletConfig): void;
}

/** Opens `<FoyerModal>` to fund a wallet (spec §2 'Funding'). */
export function useFundWalletModal({
  onSuccess,
  onUserExited,
  onError,
}: UseFundWalletModalParameters = {}): UseFundWalletModalReturnType {
  // The params of the open call: the screen records where the user was under them.
  const opened = useRef<FundWalletScreenParams | null>(null);
  const open = useOpenIntent('fund-wallet', {
    onFinished: () => onSuccess?.(),
    onError: (error) => {
      if (error.code !== ErrorCode.ABORTED) return onError?.(error);
      const exit = opened.current && fundingExitOf(opened.current);
      if (exit) onUserExited?.(exit);
    },
  });
  const fundWallet = useCallback(
    (address: string, config?: FundWalletConfig) => {
      const params: FundWalletScreenParams = config ? { address, config } : { address };
      opened.current = params;
      open({}, { screen: 'wallet/fund', params });
    },
    [open],
  );
  return { fundWallet };
}
