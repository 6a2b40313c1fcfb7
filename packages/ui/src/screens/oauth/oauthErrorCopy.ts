import { ErrorCode, type FoyerError, OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '@foyer/headless';
import { errorCause as causeOf } from '../../i18n/errorCause.ts';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';

/** What the status screen shows for a failure: its detail, and whether Retry is offered. */
export interface OAuthFailureCopy {
  detail: string;
  retryable: boolean;
}

/**
 * Spec §8 'Social status screen' (title 'Authentication failed' for any failure) and 'OAuth flow':
 * the detail and Retry of each error. `provider` is the display name.
 */
export function oauthFailureCopy(m: Messages, error: FoyerError, provider: string): OAuthFailureCopy {
  const copy = m.oauthStatus.errors;
  switch (error.code) {
    case ErrorCode.LINKED_TO_ANOTHER_USER:
      return { detail: copy.linkedToAnotherUser, retryable: false };
    case ErrorCode.INVALID_CREDENTIALS:
      return { detail: copy.invalidCredentials, retryable: true };
    case ErrorCode.OAUTH_USER_DENIED: {
      const scope = causeOf(error);
      return { detail: scope ? format(copy.userDeniedScope, { scope }) : copy.userDenied, retryable: true };
    }
    case ErrorCode.TOO_MANY_REQUESTS:
      return causeOf(error) === OAUTH_PROVIDER_RATE_LIMIT_CAUSE
        ? { detail: format(copy.providerRateLimit, { provider }), retryable: false }
        : { detail: copy.tooManyRequests, retryable: false };
    case ErrorCode.OAUTH_ACCOUNT_SUSPENDED:
      return { detail: format(copy.suspended, { provider }), retryable: false };
    case ErrorCode.CANNOT_LINK_MORE_OF_TYPE:
      return { detail: copy.cannotLinkMore, retryable: false };
    case ErrorCode.OAUTH_STATE_MISMATCH:
      return { detail: copy.stateMismatch, retryable: true };
    case ErrorCode.INVALID_PKCE_PARAMETERS:
      return { detail: copy.authenticationError, retryable: true };
    default:
      return { detail: copy.unexpected, retryable: true };
  }
}
