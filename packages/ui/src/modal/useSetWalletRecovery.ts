'use client';
import type { FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import type { ModalIntent } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseSetWalletRecoveryParameters {
  /** Fires when the modal closes after the recovery method was set. */
  onSuccess?: () => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_REJECTED_REQUEST`). */
  onError?: (error: FoyerError) => void;
}

export interface UseSetWalletRecoveryReturnType {
  /** Opens the modal on 'Automatically secure your account'. Refused (with a warning) without a logged-in user. */
  setWalletRecovery(): void;
}

const start: ModalIntent['start'] = { screen: 'wallet/recovery-automatic' };

/** Opens `<FoyerModal>` to secure the user's embedded wallet with automatic recovery (spec §2, §4). */
export function useSetWalletRecovery({
  onSuccess,
  onError,
}: UseSetWalletRecoveryParameters = {}): UseSetWalletRecoveryReturnType {
  const open = useOpenIntent(
    'set-wallet-recovery',
    { onFinished: () => onSuccess?.(), onError: (error) => onError?.(error) },
    start,
  );
  const setWalletRecovery = useCallback(() => open(), [open]);
  return { setWalletRecovery };
}
