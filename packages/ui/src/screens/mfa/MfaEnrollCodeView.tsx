'use client';
import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { type MfaCodePhase, MfaCodeScreen } from './MfaCodeScreen.tsx';
import { mfaErrorMessage } from './mfaCopy.ts';

/**
 * `awaiting-code`; `submitting`: the code is checked; `invalid-code`: refused, type it again;
 * `error`: the enrollment failed ('Unknown error' unless spec §8 says more): no code, Cancel.
 */
export const mfaEnrollCodeViewStatuses = ['awaiting-code', 'submitting', 'invalid-code', 'error'] as const;
export type MfaEnrollCodeViewStatus = (typeof mfaEnrollCodeViewStatuses)[number];

export interface MfaEnrollCodeViewProps {
  status: MfaEnrollCodeViewStatus;
  method: 'sms' | 'totp';
  /** SMS: where the code was texted, as shown to the user. */
  phoneNumber?: string | undefined;
  /** What ended the enrollment (`error` only), by code. */
  errorCode?: FoyerErrorCode | null;
  /** Shake the boxes (the first moments of a wrong code). */
  shake?: boolean;
  /** Changing it clears the boxes and focuses the first one. */
  attempt?: number;
  onSubmitCode(code: string): void;
  onCancel(): void;
}

const phases: Record<MfaEnrollCodeViewStatus, MfaCodePhase> = {
  'awaiting-code': 'typing',
  submitting: 'submitting',
  'invalid-code': 'invalid',
  error: 'blocked',
};

/** Spec §2 'MFA' enrollment: 'Enter enrollment code', the 6-digit code texted (SMS) or shown by the authenticator app. */
export function MfaEnrollCodeView({
  status,
  method,
  phoneNumber,
  errorCode = null,
  shake,
  attempt,
  onSubmitCode,
  onCancel,
}: MfaEnrollCodeViewProps) {
  const m = useMessages();
  const copy = m.mfa.enrollCode;
  return (
    <MfaCodeScreen
      name="mfa-enroll-code"
      status={status}
      title={copy.title}
      description={
        method === 'totp'
          ? copy.totpInstructions
          : phoneNumber
            ? // No line break inside the number.
              format(copy.smsInstructions, { phoneNumber: phoneNumber.replaceAll(' ', '\u00a0') })
            : m.mfa.verifyCode.smsInstructions
      }
      phase={phases[status]}
      error={
        status === 'invalid-code'
          ? m.errors[ErrorCode.MISSING_OR_INVALID_MFA]
          : status === 'error'
            ? mfaErrorMessage(errorCode, m, 'enroll')
            : null
      }
      shake={shake}
      attempt={attempt}
      onSubmitCode={onSubmitCode}
      actions={
        <Button variant="ghost" onClick={onCancel}>
          {m.mfa.cancel}
        </Button>
      }
    />
  );
}
