import { type AccountTransferData, accountTransferData } from '../accounts/transferData.ts';
import { ErrorCode, type FoyerErrorCode } from './codes.ts';
import type { FoyerError } from './FoyerError.ts';

/**
 * Spec §8 'Error screen mapping': what an error screen says about a failed login, link or update,
 * named by what went wrong (the copy for each lives in the UI).
 */
export const failureReasons = [
  'invalid-captcha',
  'not-allowed',
  'captcha-failed',
  'captcha-timeout',
  'linked-to-another-user',
  'region-not-supported',
  'too-many-requests',
  'server-message',
  'sms-verification-failed',
  'unknown',
] as const;
export type FailureReason = (typeof failureReasons)[number];

/** The parts of an error the mapping reads (an `ApiError` adds `status` and `serverMessage`). */
export type FailureError = Pick<FoyerError, 'code' | 'kind'> & { status?: number; serverMessage?: string | undefined };

const reasonByCode: Partial<Record<FoyerErrorCode, FailureReason>> = {
  [ErrorCode.INVALID_CAPTCHA]: 'invalid-captcha',
  [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'not-allowed',
  [ErrorCode.CAPTCHA_FAILURE]: 'captcha-failed',
  [ErrorCode.CAPTCHA_TIMEOUT]: 'captcha-timeout',
  [ErrorCode.LINKED_TO_ANOTHER_USER]: 'linked-to-another-user',
  [ErrorCode.REGION_NOT_SUPPORTED]: 'region-not-supported',
  [ErrorCode.TOO_MANY_REQUESTS]: 'too-many-requests',
  [ErrorCode.SMS_VERIFICATION_FAILED]: 'sms-verification-failed',
};

/** Why an error screen shows (spec §8): by code, then a 400/422 with a message of its own, else 'anything else'. */
export function failureReason(error: FailureError): FailureReason {
  const reason = reasonByCode[error.code];
  if (reason) return reason;
  if (error.kind === 'api' && (error.status === 400 || error.status === 422) && error.serverMessage?.trim()) {
    return 'server-message';
  }
  return 'unknown';
}

/**
 * The reasons after which only a later attempt can work (the error screen says so), so the UI ends the
 * attempt (the modal closes). After the others it starts over (with a fresh captcha).
 */
export const failureEndsAttempt = (reason: FailureReason): boolean =>
  reason === 'too-many-requests' || reason === 'captcha-timeout' || reason === 'unknown';

/** Spec §8 'Auth error codes' with screens of their own (spec §2). */
const policyRoutes: Partial<Record<FoyerErrorCode, 'allowlist' | 'user-limit' | 'account-not-found'>> = {
  [ErrorCode.ALLOWLIST_REJECTED]: 'allowlist',
  [ErrorCode.USER_LIMIT_REACHED]: 'user-limit',
  [ErrorCode.USER_DOES_NOT_EXIST]: 'account-not-found',
};

/** Where a failed login, link or update leads a UI: a screen of its own, or the error screen. */
export type FailureRoute =
  /** `ACCOUNT_TRANSFER_REQUIRED` with a nonce: offer to move the account here (`useAccountTransfer`). */
  | { kind: 'account-transfer'; transfer: AccountTransferData }
  /** `ALLOWLIST_REJECTED`: the app is invite-only. */
  | { kind: 'allowlist' }
  /** `USER_LIMIT_REACHED`: the app has all the users it may have. */
  | { kind: 'user-limit' }
  /** `USER_DOES_NOT_EXIST`: a login that may not sign up (`disableSignup`) met an unknown account. */
  | { kind: 'account-not-found' }
  /** Anything else: the error screen, for `reason`; `endsAttempt` as `failureEndsAttempt(reason)`. */
  | { kind: 'error'; reason: FailureReason; endsAttempt: boolean };

/**
 * Where a failure goes, as the default modal routes it (spec §2, §8): the account transfer, the
 * allowlist, user-limit and account-not-found screens for their codes, else the error screen.
 */
export function failureRoute(error: FoyerError): FailureRoute {
  const transfer = accountTransferData(error);
  if (transfer) return { kind: 'account-transfer', transfer };
  const policy = policyRoutes[error.code];
  if (policy) return { kind: policy };
  const reason = failureReason(error);
  return { kind: 'error', reason, endsAttempt: failureEndsAttempt(reason) };
}
