import { ErrorCode, type FoyerError } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';

/** What the cross-app status screen shows for a failure; every one of them may be retried. */
export interface CrossAppFailureCopy {
  detail: string;
  retryable: boolean;
}

/** Spec §8 'Cross-app': a closed popup, the 2-minute timeout, a rejection, or any other issue. */
export function crossAppFailureCopy(m: Messages, error: FoyerError, app: string): CrossAppFailureCopy {
  const copy = m.crossApp.errors;
  switch (error.code) {
    case ErrorCode.USER_EXITED_AUTH_FLOW:
    case ErrorCode.USER_EXITED_LINK_FLOW:
      return { detail: copy.canceled, retryable: true };
    case ErrorCode.CLIENT_REQUEST_TIMEOUT:
      return { detail: copy.timedOut, retryable: true };
    case ErrorCode.OAUTH_USER_DENIED:
      return { detail: copy.rejected, retryable: true };
    case ErrorCode.OAUTH_STATE_MISMATCH:
      return { detail: m.oauthStatus.errors.stateMismatch, retryable: true };
    case ErrorCode.LINKED_TO_ANOTHER_USER:
      return { detail: m.oauthStatus.errors.linkedToAnotherUser, retryable: false };
    default:
      return { detail: format(copy.connection, { app }), retryable: true };
  }
}
