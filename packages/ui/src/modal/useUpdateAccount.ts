'use client';
import type { FoyerError, UpdateComplete } from '@foyer/headless';
import { useCallback } from 'react';
import type { IntentCallbacks } from './settleIntent.ts';
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
  /**
   * Opens 'Update your phone number': the new number gets a code, and once verified replaces the
   * user's number. A user without a phone number gets an error (spec §5).
   */
  updatePhone(): void;
}

const phoneStart = { screen: 'sms/update' } as const;

/** Opens `<FoyerModal>` to replace an account of the logged-in user (spec §1: update intent). */
export function useUpdateAccount({ onSuccess, onError }: UseUpdateAccountParameters = {}): UseUpdateAccountReturnType {
  const callbacks: IntentCallbacks = {
    onComplete: (result) => {
      if (result.intent === 'update') onSuccess?.(result);
    },
    onError: (error) => onError?.(error),
  };
  const open = useOpenIntent('update', callbacks);
  const openPhone = useOpenIntent('update', callbacks, phoneStart);
  const updateEmail = useCallback(() => open({ loginMethods: ['email'] }), [open]);
  const updatePhone = useCallback(() => openPhone({ loginMethods: ['sms'] }), [openPhone]);
  return { updateEmail, updatePhone };
}
