'use client';
import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { formatPlural } from '../../i18n/plural.ts';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { CheckIcon } from '../../primitives/icons.tsx';
import { type MfaCodePhase, MfaCodeScreen } from './MfaCodeScreen.tsx';
import { mfaErrorMessage } from './mfaCopy.ts';

/**
 * `sending-code`: an SMS code is on its way; `awaiting-code`; `submitting`: the code is checked;
 * `invalid-code`: refused, type it again (spec §8, non-blocking); `error`: a blocking error (max
 * attempts, timeout, anything else): no code, no retry.
 */
export const mfaVerifyCodeViewStatuses = [
  'sending-code',
  'awaiting-code',
  'submitting',
  'invalid-code',
  'error',
] as const;
export type MfaVerifyCodeViewStatus = (typeof mfaVerifyCodeViewStatuses)[number];

export interface MfaVerifyCodeViewProps {
  status: MfaVerifyCodeViewStatus;
  method: 'sms' | 'totp';
  /** What ended the verification (`error` only), by code. */
  errorCode?: FoyerErrorCode | null;
  /** Shake the boxes (the first moments of a wrong code). */
  shake?: boolean;
  /** Changing it clears the boxes and focuses the first one. */
  attempt?: number;
  /** SMS: seconds until the code can be resent; while above 0, 'Code sent' shows instead of 'Resend code'. */
  resendIn?: number;
  onSubmitCode(code: string): void;
  /** SMS: 'Resend code'. */
  onResend?(): void;
  /** 'Choose another method': give it only when the user has several methods. */
  onChooseAnother?(): void;
  onCancel(): void;
}

const phases: Record<MfaVerifyCodeViewStatus, MfaCodePhase> = {
  'sending-code': 'sending',
  'awaiting-code': 'typing',
  submitting: 'submitting',
  'invalid-code': 'invalid',
  error: 'blocked',
};

/**
 * Spec §2 'Enter verification code' (SMS or authenticator app) with §8's messages: a wrong code can
 * be typed again; max attempts, the time limit and anything else end it. SMS offers 'Resend code'
 * as the SMS login code screen does.
 */
export function MfaVerifyCodeView({
  status,
  method,
  errorCode = null,
  shake,
  attempt,
  resendIn = 0,
  onSubmitCode,
  onResend,
  onChooseAnother,
  onCancel,
}: MfaVerifyCodeViewProps) {
  const m = useMessages();
  const copy = m.mfa.verifyCode;
  const blocked = status === 'error';
  const busy = status === 'sending-code' || status === 'submitting';
  return (
    <MfaCodeScreen
      name="mfa-verify-code"
      status={status}
      title={copy.title}
      description={method === 'sms' ? copy.smsInstructions : copy.totpInstructions}
      phase={phases[status]}
      error={
        status === 'invalid-code'
          ? m.errors[ErrorCode.MISSING_OR_INVALID_MFA]
          : blocked
            ? mfaErrorMessage(errorCode, m, 'verify')
            : null
      }
      shake={shake}
      attempt={attempt}
      onSubmitCode={onSubmitCode}
      actions={
        <>
          {onChooseAnother && !blocked ? (
            <Button variant="secondary" disabled={busy} onClick={onChooseAnother}>
              {m.mfa.chooseAnother}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onCancel}>
            {m.mfa.cancel}
          </Button>
        </>
      }
      footer={
        method === 'sms' && onResend && !blocked ? (
          <>
            <span className="text-muted-foreground">{m.enterSmsCode.didntGet}</span>
            {resendIn > 0 ? (
              <Chip variant="success">
                <CheckIcon size={12} />
                <span>{m.enterCode.codeSent}</span>
                <span className="sr-only">{formatPlural(m.locale, m.enterCode.resendIn, resendIn)}</span>
              </Chip>
            ) : (
              <Button variant="link" disabled={busy} onClick={onResend}>
                {m.enterCode.resend}
              </Button>
            )}
          </>
        ) : undefined
      }
    />
  );
}
