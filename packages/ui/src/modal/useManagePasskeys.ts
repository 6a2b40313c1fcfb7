'use client';
import type { FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import type { ModalIntent } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseManagePasskeysParameters {
  /** Fires when the modal closes after the passkeys changed ('Passkeys updated', Done). */
  onSuccess?: () => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.EXITED_LINK_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseManagePasskeysReturnType {
  /** Opens the modal on 'Your passkeys'. Refused (with a warning) without a logged-in user. */
  managePasskeys(): void;
}

const start: ModalIntent['start'] = { screen: 'passkeys/manage' };

/** Opens `<FoyerModal>` on the user's passkeys: add one, remove one (spec §2 'Passkey management'). */
export function useManagePasskeys({
  onSuccess,
  onError,
}: UseManagePasskeysParameters = {}): UseManagePasskeysReturnType {
  const open = useOpenIntent(
    'manage-passkeys',
    { onFinished: () => onSuccess?.(), onError: (error) => onError?.(error) },
    start,
  );
  const managePasskeys = useCallback(() => open(), [open]);
  return { managePasskeys };
}
