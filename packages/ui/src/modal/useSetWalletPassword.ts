'use client';
import type { FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import type { ModalIntent } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseSetWalletPasswordParameters {
  /** Fires when the modal closes after the password was set. */
  onSuccess?: () => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_EXITED_SET_PASSWORD_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseSetWalletPasswordReturnType {
  /** Opens the modal on 'Secure Your Account', then the password's stages. Refused without a logged-in user. */
  setWalletPassword(): void;
}

const start: ModalIntent['start'] = { screen: 'recovery/password-intro' };

/** Opens `<FoyerModal>` to set or reset the password that recovers the user's wallet (spec §2 'Password flow'). */
export function useSetWalletPassword({
  onSuccess,
  onError,
}: UseSetWalletPasswordParameters = {}): UseSetWalletPasswordReturnType {
  const open = useOpenIntent(
    'set-wallet-password',
    { onFinished: () => onSuccess?.(), onError: (error) => onError?.(error) },
    start,
  );
  const setWalletPassword = useCallback(() => open(), [open]);
  return { setWalletPassword };
}
