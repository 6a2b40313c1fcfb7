'use client';
import type { FoyerError, UpdateComplete } from '@foyer/headless';
import { useCallback } from 'react';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseUpdateAccountParameters {
  /** Fires when the modal closes after the update: `{ user, updateMethod, updatedAccount }`. */
  onSuccess?: (result: UpdateComplete) => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_EXITED_UPDATE_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseUpdateAccountReturnType {
  /**
   * Opens 'Update your email': the new address gets a code, and once verified replaces the logged-in
   * user's address. Refused (with a warning) without a logged-in user.
   */
  updateEmail(): void;
}

/** Opens `<FoyerModal>` to replace an account of the logged-in user (spec §1: update intent). */
export function useUpdateAccount({ onSuccess, onError }: UseUpdateAccountParameters = {}): UseUpdateAccountReturnType {
  const open = useOpenIntent('update', {
    onComplete: (result) => {
      if (result.intent === 'update') onSuccess?.(result);
    },
    onError: (error) => onError?.(error),
  });
  const updateEmail = useCallback(() => open({ loginMethods: ['email'] }), [open]);
  return { updateEmail };
}
