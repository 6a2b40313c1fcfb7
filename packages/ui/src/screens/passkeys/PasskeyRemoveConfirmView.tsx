'use client';
import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { PasskeyDetails } from './PasskeyDetails.tsx';
import { type PasskeyAccount, passkeyError } from './passkeyText.ts';

/** `confirm`: the question; `removing`: the removal runs; `error`: it failed (`errorCode`). */
export const passkeyRemoveConfirmViewStatuses = ['confirm', 'removing', 'error'] as const;
export type PasskeyRemoveConfirmViewStatus = (typeof passkeyRemoveConfirmViewStatuses)[number];

export interface PasskeyRemoveConfirmViewProps {
  status: PasskeyRemoveConfirmViewStatus;
  /** The passkey to remove, shown by name and date of last verification. */
  passkey: PasskeyAccount;
  /** With `error`: what failed, by code (spec §8 'Passkey' copy). */
  errorCode?: FoyerErrorCode | null | undefined;
  /** 'Remove'. */
  onConfirm(): void;
  /** 'Cancel'. */
  onCancel(): void;
}

/**
 * Spec §2 'MFA' removal confirmation: 'Are you sure you want to remove this passkey?', with Remove and
 * Cancel. A passkey the server will not unlink while it is enrolled in MFA ('Cannot unlink a passkey
 * enrolled in MFA') is not offered again: Cancel only.
 */
export function PasskeyRemoveConfirmView({
  status,
  passkey,
  errorCode = null,
  onConfirm,
  onCancel,
}: PasskeyRemoveConfirmViewProps) {
  const m = useMessages();
  const copy = m.passkeys.remove;
  const busy = status === 'removing';
  const failed = status === 'error';
  const retryable = !(failed && errorCode === ErrorCode.MISSING_MFA_CREDENTIALS);
  return (
    <ReviewScreen
      name="passkey-remove"
      status={status}
      tone={failed ? 'error' : 'info'}
      retryable={retryable}
      focusTitle
      title={copy.title}
      message={failed ? <ErrorMessage>{passkeyError(errorCode, m)}</ErrorMessage> : null}
      actions={
        <>
          {retryable ? (
            <Button disabled={busy} aria-busy={busy} onClick={onConfirm}>
              {busy ? (
                <>
                  <Spinner size="sm" />
                  {copy.removing}
                </>
              ) : (
                copy.confirm
              )}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {copy.cancel}
          </Button>
        </>
      }
    >
      <div className="flex items-center rounded-foyer-sm border border-border px-3 py-2">
        <PasskeyDetails passkey={passkey} />
      </div>
    </ReviewScreen>
  );
}
