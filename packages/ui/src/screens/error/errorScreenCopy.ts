import { type FailureReason, failureReasons } from '@foyer/headless';
import type { Messages } from '../../i18n/messages.en.ts';

/**
 * The error screen's statuses: headless' reasons for a failure (spec §8 'Error screen mapping',
 * `failureReason`), and the app config that could not be loaded. The allowlist, user-limit,
 * account-not-found (and account transfer) errors have screens of their own (`failureRoute`).
 */
export const errorViewStatuses = [...failureReasons, 'config-unavailable'] as const;
export type ErrorViewStatus = FailureReason | 'config-unavailable';

/** What the copy may show besides the catalogue: the server's message (always rendered as text). */
export interface ErrorScreenContext {
  /** A 400/422's message (`server-message`), or the SMS provider's (`sms-verification-failed`). */
  serverMessage?: string | undefined;
}

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
