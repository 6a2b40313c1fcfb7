import { type AppConfig, ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';
import { safeHttpUrl } from '../../lib/safeUrl.ts';

/** Spec §8 error screen mapping (with the allowlist, user-limit and account-not-found screens of §2). */
export const errorViewStatuses = [
  'too-many-requests',
  'not-allowed',
  'allowlist-rejected',
  'user-limit',
  'account-not-found',
  'linked-to-another-user',
  'server-message',
  'unknown',
  'config-unavailable',
] as const;
export type ErrorViewStatus = (typeof errorViewStatuses)[number];

/** The parts of an error the error screen reads (an `ApiError` adds `status` and `serverMessage`). */
export type ScreenError = { code: FoyerErrorCode; kind: string; status?: number; serverMessage?: string | undefined };

/** The app's `allowlist_config`: each field, when set, replaces the default copy. */
export type AllowlistCopy = Partial<AppConfig['allowlistConfig']>;

/** What the copy may mention: the app's name, its allowlist copy, the server's message (shown as text). */
export interface ErrorScreenContext {
  appName?: string | null | undefined;
  allowlist?: AllowlistCopy | null | undefined;
  /** A 400/422's message (`server-message` status). */
  serverMessage?: string | undefined;
}

const byCode: Partial<Record<FoyerErrorCode, ErrorViewStatus>> = {
  [ErrorCode.TOO_MANY_REQUESTS]: 'too-many-requests',
  [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'not-allowed',
  [ErrorCode.ALLOWLIST_REJECTED]: 'allowlist-rejected',
  [ErrorCode.USER_LIMIT_REACHED]: 'user-limit',
  [ErrorCode.USER_DOES_NOT_EXIST]: 'account-not-found',
  [ErrorCode.LINKED_TO_ANOTHER_USER]: 'linked-to-another-user',
};

/** Which error screen an error gets (spec §8). */
export function errorScreenStatus(error: ScreenError): ErrorViewStatus {
  const status = byCode[error.code];
  if (status) return status;
  if (error.kind === 'api' && (error.status === 400 || error.status === 422) && error.serverMessage?.trim()) {
    return 'server-message';
  }
  return 'unknown';
}

/** 'Try again later' closes the modal: now is not the time. The other buttons start over (or link out). */
export const closesModal = (status: ErrorViewStatus): boolean => status === 'too-many-requests' || status === 'unknown';

export interface ErrorScreenCopy {
  title: string;
  detail?: string;
  action: string;
  /** The button is a link out (the allowlist's `cta_link`, http(s) only). */
  href?: string | null;
}

/** Title, detail and button label of a status. A 400/422's detail is the server's message, rendered as text. */
export function errorScreenCopy(
  status: ErrorViewStatus,
  m: Messages,
  context: ErrorScreenContext = {},
): ErrorScreenCopy {
  const copy = m.errorScreen;
  switch (status) {
    case 'too-many-requests':
      return copy.tooManyRequests;
    case 'not-allowed':
      return copy.notAllowed;
    case 'allowlist-rejected': {
      const { errorTitle, errorDetail, ctaText, ctaLink } = context.allowlist ?? {};
      return {
        title: errorTitle || copy.allowlistRejected.title,
        detail: errorDetail || copy.allowlistRejected.detail,
        action: ctaText || copy.allowlistRejected.action,
        href: safeHttpUrl(ctaLink),
      };
    }
    case 'user-limit':
      return copy.userLimit;
    case 'account-not-found':
      return { ...copy.accountNotFound, detail: format(copy.accountNotFound.detail, { app: context.appName ?? '' }) };
    case 'linked-to-another-user':
      return copy.linkedToAnotherUser;
    case 'server-message':
      return { ...copy.serverMessage, detail: context.serverMessage?.trim() ?? '' };
    case 'unknown':
      return copy.unknown;
    case 'config-unavailable':
      return copy.configUnavailable;
  }
}
