import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';

/**
 * Short copy for every error code, for inline messages and callers that show an error on their
 * own. Each entry is the spec's copy for that code (login-and-accounts.md §8), or its copy for
 * 'anything else' where the spec has none. `satisfies` makes a missing or unknown code a compile
 * error, so a code added to @foyer/headless cannot ship without copy.
 */
export const errors = {
  [ErrorCode.OAUTH_ACCOUNT_SUSPENDED]: 'Please try another login method.',
  [ErrorCode.MISSING_OR_INVALID_APP_ID]: 'Something went wrong',
  [ErrorCode.MISSING_OR_INVALID_CLIENT_ID]: 'Something went wrong',
  [ErrorCode.MISSING_OR_INVALID_TOKEN]: 'Unable to authorize user',
  [ErrorCode.INVALID_DATA]: 'Something went wrong. Try again.',
  [ErrorCode.INVALID_CAPTCHA]: 'Please try again.',
  [ErrorCode.LINKED_TO_ANOTHER_USER]: 'This account has already been linked to another user.',
  [ErrorCode.CANNOT_LINK_MORE_OF_TYPE]: 'You cannot authorize more than one account for this user.',
  [ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT]: 'Something went wrong',
  [ErrorCode.LINKED_ACCOUNT_NOT_FOUND]: 'Something went wrong',
  [ErrorCode.FAILED_TO_LINK_ACCOUNT]: 'Unable to link',
  [ErrorCode.FAILED_TO_UPDATE_ACCOUNT]: 'Something went wrong',
  [ErrorCode.USER_EXITED_UPDATE_FLOW]: 'User canceled flow',
  [ErrorCode.ALLOWLIST_REJECTED]: "You don't have access to this app",
  [ErrorCode.OAUTH_USER_DENIED]: 'User denied confirmation during OAuth flow',
  [ErrorCode.OAUTH_UNEXPECTED]: 'Something went wrong. Please try again.',
  [ErrorCode.UNKNOWN_AUTH_ERROR]: 'Something went wrong',
  [ErrorCode.USER_EXITED_AUTH_FLOW]: 'User canceled flow',
  [ErrorCode.USER_EXITED_LINK_FLOW]: 'User canceled flow',
  [ErrorCode.USER_EXITED_SET_PASSWORD_FLOW]: 'User canceled flow',
  [ErrorCode.MUST_BE_AUTHENTICATED]: 'Something went wrong',
  [ErrorCode.CLIENT_REQUEST_TIMEOUT]: 'The request timed out. Try again.',
  [ErrorCode.INVALID_CREDENTIALS]: 'Invalid or expired verification code',
  [ErrorCode.CAPTCHA_TIMEOUT]: 'Something went wrong! Please try again later.',
  [ErrorCode.CAPTCHA_FAILURE]: 'You did not pass CAPTCHA. Please try again.',
  [ErrorCode.CAPTCHA_DISABLED]: 'Captcha failed',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Too many requests. Please wait before trying again.',
  [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'Not allowed',
  [ErrorCode.DISALLOWED_PLUS_EMAIL]: "Please enter a valid email address without a '+'.",
  [ErrorCode.USER_LIMIT_REACHED]: 'This application has reached its user limit and cannot sign in new users.',
  [ErrorCode.USER_DOES_NOT_EXIST]: 'Account not found',
  [ErrorCode.ACCOUNT_TRANSFER_REQUIRED]: 'Something went wrong',
  [ErrorCode.UNSUPPORTED_WALLET_TYPE]: 'Unable to connect to wallet.',
  [ErrorCode.NOT_SUPPORTED]: 'Something went wrong',
  [ErrorCode.INVALID_REQUEST]: 'Something went wrong',
  [ErrorCode.NETWORK_ERROR]: 'Something went wrong',
  [ErrorCode.ABORTED]: 'Something went wrong',
  /** Not quoted by the spec, which only says the format is checked by a standard pattern (§5). */
  [ErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
  [ErrorCode.INVALID_CODE]: 'Issue verifying code',
  [ErrorCode.ALREADY_AUTHENTICATED]: 'Something went wrong',
  [ErrorCode.NO_FLOW_IN_PROGRESS]: 'No auth flow in progress.',
  [ErrorCode.INVALID_CONFIG]: 'Something went wrong',
  [ErrorCode.PROVIDER_NOT_FOUND]: 'Something went wrong',
  [ErrorCode.MULTIPLE_PROVIDERS]: 'Something went wrong',
} as const satisfies Record<FoyerErrorCode, string>;
