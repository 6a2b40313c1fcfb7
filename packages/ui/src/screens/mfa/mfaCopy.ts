import { ErrorCode, type FoyerErrorCode, type User } from '@foyer/headless';
import type { Messages } from '../../i18n/messages.en.ts';

/** A method of wallet MFA: 'sms', 'totp' or 'passkey' (a user's `mfaMethods`). */
export type MfaMethod = User['mfaMethods'][number];

/** Spec §2: the verification chooser's rows, in order (Authenticator app, SMS, Passkey). */
export const verifyMethodOrder: readonly MfaMethod[] = ['totp', 'sms', 'passkey'];
/** Spec §2: the enrollment chooser's rows, in order (Passkey, Authenticator app, SMS). */
export const enrollMethodOrder: readonly MfaMethod[] = ['passkey', 'totp', 'sms'];

/** Spec §8: the errors that end a verification; neither the code nor a retry is offered after them. */
export const blockingMfaErrors: ReadonlySet<FoyerErrorCode> = new Set([
  ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED,
  ErrorCode.MFA_TIMEOUT,
]);

/** The codes spec §8 'MFA messages' gives copy for (in `errors`). */
const mfaMessages: ReadonlySet<FoyerErrorCode> = new Set([
  ErrorCode.MISSING_OR_INVALID_MFA,
  ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED,
  ErrorCode.MFA_TIMEOUT,
  ErrorCode.MFA_CANCELED,
  ErrorCode.PASSKEY_NOT_ALLOWED,
]);

/**
 * Spec §8 'MFA messages': a code's own copy where the spec gives one; anything else is 'Something
 * went wrong.' on the verification screens and 'Unknown error' on enrollment.
 */
export function mfaErrorMessage(
  code: FoyerErrorCode | null | undefined,
  m: Messages,
  screen: 'verify' | 'enroll',
): string {
  if (code && mfaMessages.has(code)) return m.errors[code];
  return screen === 'verify' ? m.mfa.verifyError : m.mfa.enrollError;
}
