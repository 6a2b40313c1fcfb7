'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import { MfaMethodIcon } from './MfaMethodIcon.tsx';
import { blockingMfaErrors, mfaErrorMessage } from './mfaCopy.ts';

/** `waiting`: the browser's passkey prompt; `error`: it failed ('Try again' unless the error is blocking). */
export const mfaVerifyPasskeyViewStatuses = ['waiting', 'error'] as const;
export type MfaVerifyPasskeyViewStatus = (typeof mfaVerifyPasskeyViewStatuses)[number];

export interface MfaVerifyPasskeyViewProps {
  status: MfaVerifyPasskeyViewStatus;
  /** What failed (`error` only), by code: PASSKEY_NOT_ALLOWED, a blocking MFA error, anything else. */
  errorCode?: FoyerErrorCode | null;
  /** When the user's latest passkey was added (ms since the epoch); shown as a date in the catalogue's locale. */
  lastAddedAt?: number | null;
  /** 'Try again': the prompt again. */
  onRetry(): void;
  /** 'Choose another method': give it only when the user has several methods. */
  onChooseAnother?(): void;
  onCancel(): void;
}

/** Spec §2 'Verifying with passkey': the prompt, its failure with 'Try again' (§8 copy), the date a passkey was last added. */
export function MfaVerifyPasskeyView({
  status,
  errorCode = null,
  lastAddedAt = null,
  onRetry,
  onChooseAnother,
  onCancel,
}: MfaVerifyPasskeyViewProps) {
  const m = useMessages();
  const copy = m.mfa.verifyPasskey;
  const failed = status === 'error';
  const blocked = failed && errorCode !== null && blockingMfaErrors.has(errorCode);
  return (
    <StatusScreen
      name="mfa-verify-passkey"
      status={status}
      tone={failed ? 'error' : 'pending'}
      retryable={!blocked}
      icon={failed ? undefined : <MfaMethodIcon method="passkey" />}
      title={copy.title}
      description={failed ? mfaErrorMessage(errorCode, m, 'verify') : copy.waiting}
      actions={
        <>
          {failed && !blocked ? <Button onClick={onRetry}>{m.mfa.tryAgain}</Button> : null}
          {onChooseAnother && !blocked ? (
            <Button variant="secondary" onClick={onChooseAnother}>
              {m.mfa.chooseAnother}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onCancel}>
            {m.mfa.cancel}
          </Button>
        </>
      }
    >
      {lastAddedAt === null ? null : (
        <Text>
          {format(copy.lastAdded, {
            date: new Intl.DateTimeFormat(m.locale, { dateStyle: 'medium' }).format(lastAddedAt),
          })}
        </Text>
      )}
    </StatusScreen>
  );
}
