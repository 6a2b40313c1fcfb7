'use client';
import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

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
  if (status === 'waiting') {
    return (
      <Screen name="passkey-status" status={status} className="min-h-72 items-center justify-center text-center">
        <Spinner label={m.status.waiting} />
        <Title>{m.status.waiting}</Title>
      </Screen>
    );
  }
  if (status === 'success') {
    return (
      <Screen name="passkey-status" status={status} className="min-h-72 items-center justify-center text-center">
        <ScreenIcon tone="accent">
          <CheckIcon size={28} />
        </ScreenIcon>
        <Title focused>{m.status.success}</Title>
      </Screen>
    );
  }
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
  const retry = errorCode === null || !final.has(errorCode);
  const hint = notAllowed
    ? noPasskey === null
      ? null
      : offerSignup
        ? m.errors.notAllowedSignupHint
        : m.errors.notAllowedHint
    : errorCode === ErrorCode.PASSKEY_INVALID_DOMAIN
      ? m.errors.invalidDomainHint
      : null;
  return (
    <Screen name="passkey-status" status={status} className="items-center text-center">
      <ScreenIcon tone="danger" className="mt-4">
        <AlertIcon size={28} />
      </ScreenIcon>
      <Title focused>{m.status.error}</Title>
      <Text>{detail}</Text>
      {hint ? <Text>{hint}</Text> : null}
      {retry || offerSignup ? (
        <div className="mt-auto flex w-full flex-col gap-3">
          {retry ? (
            <Button className="w-full" onClick={onRetry}>
              {m.status.retry}
            </Button>
          ) : null}
          {offerSignup ? (
            <Button variant="secondary" className="w-full" onClick={onSignup}>
              {m.choice.create}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Screen>
  );
}
