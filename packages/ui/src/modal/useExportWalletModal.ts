'use client';
import { ErrorCode, type FoyerError } from '@foyer/headless';

type WalletChainType = 'ethereum' | 'solana';

import { useCallback } from 'react';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseExportWalletModalParameters {
  /** Fires when the user closes the export screen. */
  onClose?: () => void;
  /** Fires when the modal closes after the export failed (the wallet could not be readied). */
  onError?: (error: FoyerError) => void;
}

export interface UseExportWalletModalReturnType {
  /**
   * Opens the modal on the export of an embedded wallet (default: the user's Ethereum wallet): the
   * warning, then the key on a page of the wallet's own origin, which this page never receives.
   * Refused without a logged-in user.
   */
  exportWallet(options?: { address?: string; chainType?: WalletChainType }): void;
}

/** Opens `<FoyerModal>` to export an embedded wallet's key (spec §2 'Export wallet'). */
export function useExportWalletModal({
  onClose,
  onError,
}: UseExportWalletModalParameters = {}): UseExportWalletModalReturnType {
  const open = useOpenIntent('export-wallet', {
    onFinished: () => onClose?.(),
    onError: (error) => (error.code === ErrorCode.ABORTED ? onClose?.() : onError?.(error)),
  });
  const exportWallet = useCallback(
    (options: { address?: string; chainType?: WalletChainType } = {}) =>
      open({}, { screen: 'wallet/export', params: options }),
    [open],
  );
  return { exportWallet };
}
