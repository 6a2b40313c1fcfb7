import { type AppConfig, ErrorCode, type FoyerError } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import type { ErrorViewStatus } from './ErrorView.tsx';

/** The parts of an error the error screen reads (an `ApiError` adds `status` and `serverMessage`). */
export type ScreenError = Pick<FoyerError, 'code' | 'kind'> & { status?: number; serverMessage?: string | undefined };

/** The app's `allowlist_config`: each field, when set, replaces the default copy. */
export type AllowlistCopy = Partial<AppConfig['allowlistConfig']>;

/** What the copy may mention: the app's name and its allowlist copy (config values, shown as text). */
export interface ErrorScreenContext {
  appName?: string | null | undefined;
  allowlist?: AllowlistCopy | null | undefined;
}

const byCode: Partial<Record<string, ErrorViewStatus>> = {
  [ErrorCode.TOO_MANY_REQUESTS]: 'too-many-requests',
  [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'not-allowed',
  [ErrorCode.ALLOWLIST_REJECTED]: 'allowlist-rejected',
  [ErrorCode.USER_LIMIT_REACHED]: 'user-limit',
  [ErrorCode.USER_DOES_NOT_EXIST]: 'account-not-found',
  [ErrorCode.LINKED_TO_ANOTHER_USER]: 'linked-to-another-user',
};

/** Spec §8 error screen mapping (and the allowlist, limit and account-not-found screens of §2). */
export function errorScreenStatus(error: ScreenError): ErrorViewStatus {
  const status = byCode[error.code];
  if (status) return status;
  if (error.kind === 'api' && (error.status === 400 || error.status === 422) && error.serverMessage?.trim()) {
    return 'server-message';
  }
  return 'unknown';
}

export interface ErrorScreenCopy {
  title: string;
  detail: string;
  action: string;
  /** The button is a link out (the allowlist's `cta_link`, http(s) only). */
  href?: string | null;
}

/** Title, detail and button label. A 400/422's detail is the server's message, rendered as text. */
export function errorScreenCopy(error: ScreenError, m: Messages, context: ErrorScreenContext = {}): ErrorScreenCopy {
  const copy = m.errorScreen;
  switch (errorScreenStatus(error)) {
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
      return { ...copy.serverMessage, detail: error.serverMessage?.trim() ?? '' };
    case 'unknown':
      return copy.unknown;
  }
}
