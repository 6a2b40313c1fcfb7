'use client';
import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `waiting`: the challenge and the browser's prompt; `success`: logged in or linked; `error`: with Retry. */
export const passkeyStatusViewStatuses = ['waiting', 'success', 'error'] as const;
export type PasskeyStatusViewStatus = (typeof passkeyStatusViewStatuses)[number];

export interface PasskeyStatusViewProps {
  status: PasskeyStatusViewStatus;
  /** What failed (`error` only), by code. */
  errorCode?: FoyerErrorCode | null | undefined;
  /** 'Retry': run the same request again. */
  onRetry(): void;
  /**
   * What a cancelled login suggests to someone who has no passkey: `other-method` (default) to sign
   * up another way first; `signup` (the app offers passkey sign-up) 'Create new account', which
   * calls `onSignup`; null (a sign-up or a link failed) nothing.
   */
  noPasskey?: 'other-method' | 'signup' | null;
  onSignup?(): void;
}

/** Errors a retry cannot fix: no Retry button for them. */
const final: ReadonlySet<FoyerErrorCode> = new Set([
  ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
  ErrorCode.WEBAUTHN_NOT_SUPPORTED,
  ErrorCode.PASSKEY_INVALID_DOMAIN,
]);

/** Spec §2 'Passkey screens': 'Waiting for passkey', 'Success', 'Something went wrong' with Retry (§8 copy). */
export function PasskeyStatusView({
  status,
  errorCode = null,
  onRetry,
  noPasskey = 'other-method',
  onSignup,
}: PasskeyStatusViewProps) {
  const m = useMessages().passkey;
  const detail =
    errorCode === ErrorCode.PASSKEY_NOT_ALLOWED
      ? m.errors.notAllowed
      : errorCode === ErrorCode.CANNOT_LINK_MORE_OF_TYPE
        ? m.errors.tooMany
        : errorCode === ErrorCode.WEBAUTHN_NOT_SUPPORTED
          ? m.errors.unsupported
          : errorCode === ErrorCode.PASSKEY_INVALID_DOMAIN
            ? m.errors.invalidDomain
            : m.errors.unknown;
  const notAllowed = errorCode === ErrorCode.PASSKEY_NOT_ALLOWED;
  const offerSignup = notAllowed && noPasskey === 'signup';
  const hint = notAllowed
    ? noPasskey === null
      ? null
      : offerSignup
        ? m.errors.notAllowedSignupHint
        : m.errors.notAllowedHint
    : errorCode === ErrorCode.PASSKEY_INVALID_DOMAIN
      ? m.errors.invalidDomainHint
      : null;
  const canRetry = errorCode === null || !final.has(errorCode);
  const failed = status === 'error';
  return (
    <StatusScreen
      name="passkey-status"
      status={status}
      tone={status === 'waiting' ? 'pending' : status}
      retryable={canRetry || offerSignup}
      title={status === 'waiting' ? m.status.waiting : status === 'success' ? m.status.success : m.status.error}
      description={failed ? detail : undefined}
      actions={
        failed && (canRetry || offerSignup) ? (
          <>
            {canRetry ? <Button onClick={onRetry}>{m.status.retry}</Button> : null}
            {offerSignup ? (
              <Button variant="secondary" onClick={onSignup}>
                {m.choice.create}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      {failed && hint ? <Text>{hint}</Text> : null}
    </StatusScreen>
  );
}
