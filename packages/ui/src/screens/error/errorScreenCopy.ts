import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import type { Messages } from '../../i18n/messages.en.ts';

/**
 * Spec §8 'Error screen mapping'. The allowlist, user-limit, account-not-found (and account
 * transfer) errors have screens of their own (spec §2); the modal sends them there
 * (`modal/failureScreen.ts`).
 */
export const errorViewStatuses = [
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
  'config-unavailable',
] as const;
export type ErrorViewStatus = (typeof errorViewStatuses)[number];

/** The parts of an error the error screen reads (an `ApiError` adds `status` and `serverMessage`). */
export type ScreenError = { code: FoyerErrorCode; kind: string; status?: number; serverMessage?: string | undefined };

/** What the copy may show besides the catalogue: the server's message (always rendered as text). */
export interface ErrorScreenContext {
  /** A 400/422's message (`server-message`), or the SMS provider's (`sms-verification-failed`). */
  serverMessage?: string | undefined;
}

const byCode: Partial<Record<FoyerErrorCode, ErrorViewStatus>> = {
  [ErrorCode.INVALID_CAPTCHA]: 'invalid-captcha',
  [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'not-allowed',
  [ErrorCode.CAPTCHA_FAILURE]: 'captcha-failed',
  [ErrorCode.CAPTCHA_TIMEOUT]: 'captcha-timeout',
  [ErrorCode.LINKED_TO_ANOTHER_USER]: 'linked-to-another-user',
  [ErrorCode.REGION_NOT_SUPPORTED]: 'region-not-supported',
  [ErrorCode.TOO_MANY_REQUESTS]: 'too-many-requests',
  [ErrorCode.SMS_VERIFICATION_FAILED]: 'sms-verification-failed',
};

/** Which error screen an error gets (spec §8): by code, then a 400/422 with a message, else 'anything else'. */
export function errorScreenStatus(error: ScreenError): ErrorViewStatus {
  const status = byCode[error.code];
  if (status) return status;
  if (error.kind === 'api' && (error.status === 400 || error.status === 422) && error.serverMessage?.trim()) {
    return 'server-message';
  }
  return 'unknown';
}

/**
 * The buttons that say 'Try again later' close the modal: now is not the time. The others start
 * the intent over (the landing screen, with a fresh captcha).
 */
export const closesModal = (status: ErrorViewStatus): boolean =>
  status === 'too-many-requests' || status === 'captcha-timeout' || status === 'unknown';

export interface ErrorScreenCopy {
  title: string;
  detail?: string | undefined;
  action: string;
}

/** Title, detail and button label of a status. A server's message is the detail where the spec shows it. */
export function errorScreenCopy(
  status: ErrorViewStatus,
  m: Messages,
  context: ErrorScreenContext = {},
): ErrorScreenCopy {
  const copy = m.errorScreen;
  switch (status) {
    case 'invalid-captcha':
      return copy.invalidCaptcha;
    case 'not-allowed':
      return copy.notAllowed;
    case 'captcha-failed':
      return copy.captchaFailed;
    case 'captcha-timeout':
      return copy.captchaTimeout;
    case 'linked-to-another-user':
      return copy.linkedToAnotherUser;
    case 'region-not-supported':
      return copy.regionNotSupported;
    case 'too-many-requests':
      return copy.tooManyRequests;
    case 'server-message':
      return { ...copy.serverMessage, detail: context.serverMessage?.trim() ?? '' };
    case 'sms-verification-failed':
      return { ...copy.smsVerificationFailed, detail: context.serverMessage?.trim() || undefined };
    case 'unknown':
      return copy.unknown;
    case 'config-unavailable':
      return copy.configUnavailable;
  }
}
