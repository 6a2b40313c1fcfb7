'use client';
import { type FoyerError, useAppConfig } from '@foyer/headless';
import { useCallback } from 'react';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseSetWalletRecoveryParameters {
  /** Fires when the modal closes after the recovery method was set. */
  onSuccess?: () => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_EXITED_SET_RECOVERY_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseSetWalletRecoveryReturnType {
  /**
   * Opens the modal on the app's backups ('Secure your account' or 'Update backup method': Google
   * Drive, iCloud, a password), or, for an app that offers none, on 'Automatically secure your
   * account'. Refused (with a warning) without a logged-in user.
   */
  setWalletRecovery(): void;
}

/** Opens `<FoyerModal>` to choose how the user's embedded wallet is backed up (spec §2, §4). */
export function useSetWalletRecovery({
  onSuccess,
  onError,
}: UseSetWalletRecoveryParameters = {}): UseSetWalletRecoveryReturnType {
  const offered = useAppConfig()?.embeddedWallets.userOwnedRecoveryOptions.length ?? 0;
  const open = useOpenIntent('set-wallet-recovery', {
    onFinished: () => onSuccess?.(),
    onError: (error) => onError?.(error),
  });
  const setWalletRecovery = useCallback(
    () => open({}, { screen: offered > 0 ? 'recovery/method' : 'wallet/recovery-automatic' }),
    [open, offered],
  );
  return { setWalletRecovery };
}
