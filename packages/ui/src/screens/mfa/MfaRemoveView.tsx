'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { MfaMethodIcon } from './MfaMethodIcon.tsx';
import { mfaErrorMessage } from './mfaCopy.ts';

/** `confirm`; `removing`: the method is being removed; `error`: it failed (Remove again or Cancel). */
export const mfaRemoveViewStatuses = ['confirm', 'removing', 'error'] as const;
export type MfaRemoveViewStatus = (typeof mfaRemoveViewStatuses)[number];

export interface MfaRemoveViewProps {
  status: MfaRemoveViewStatus;
  /** The method to remove (a passkey's confirmation is the passkey screens'). */
  method: 'sms' | 'totp';
  /** What failed (`error` only), by code. */
  errorCode?: FoyerErrorCode | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Spec §2 'MFA' removal confirmations: 'Remove SMS verification?', 'Remove authenticator app verification?'. */
export function MfaRemoveView({ status, method, errorCode = null, onConfirm, onCancel }: MfaRemoveViewProps) {
  const m = useMessages();
  const copy = m.mfa.remove;
  const busy = status === 'removing';
  return (
    <ReviewScreen
      name="mfa-remove"
      status={status}
      tone={status === 'error' ? 'error' : 'info'}
      retryable
      focusTitle={status === 'error'}
      icon={<MfaMethodIcon method={method} />}
      title={method === 'sms' ? copy.smsTitle : copy.totpTitle}
      description={method === 'sms' ? copy.smsDescription : copy.totpDescription}
      message={status === 'error' ? <ErrorMessage>{mfaErrorMessage(errorCode, m, 'enroll')}</ErrorMessage> : null}
      actions={
        <>
          <Button disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? copy.removing : copy.confirm}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            {m.mfa.cancel}
          </Button>
        </>
      }
    />
  );
}
