'use client';
import type { FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import type { ModalIntent } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseMfaEnrollmentModalParameters {
  /** Fires when the modal closes after a method was added or removed. */
  onSuccess?: () => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.MFA_CANCELED`). */
  onError?: (error: FoyerError) => void;
}

export interface UseMfaEnrollmentModalReturnType {
  /** Opens the modal on the MFA methods ('Transaction Protection' for a user without one). Refused without a logged-in user. */
  showMfaEnrollmentModal(): void;
}

const start: ModalIntent['start'] = { screen: 'mfa/enroll' };

/** Opens `<FoyerModal>` to enroll or remove the user's wallet MFA methods (spec §2 'MFA', §4). */
export function useMfaEnrollmentModal({
  onSuccess,
  onError,
}: UseMfaEnrollmentModalParameters = {}): UseMfaEnrollmentModalReturnType {
  const open = useOpenIntent(
    'mfa-enrollment',
    { onFinished: () => onSuccess?.(), onError: (error) => onError?.(error) },
    start,
  );
  const showMfaEnrollmentModal = useCallback(() => open(), [open]);
  return { showMfaEnrollmentModal };
}
