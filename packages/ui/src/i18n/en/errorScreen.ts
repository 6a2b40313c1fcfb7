/**
 * The error screen (spec §8 'Error screen mapping', and the allowlist, user-limit and
 * account-not-found screens of §2): a title, an optional detail and the button's label.
 */
export const errorScreen = {
  /** Spec §8: 'Request failed', 'Too many attempts.', 'Try again later' (the button closes the modal). */
  tooManyRequests: { title: 'Request failed', detail: 'Too many attempts.', action: 'Try again later' },
  notAllowed: {
    title: 'Not allowed',
    detail: 'This login method is not enabled for this app.',
    action: 'Try another method',
  },
  /** Spec §2 'Allowlist rejection', the defaults; `allowlist_config` may replace all three. */
  allowlistRejected: {
    title: "You don't have access to this app",
    detail: 'Have you been invited?',
    action: 'Try another account',
  },
  /** Spec §2 'User limit'. */
  userLimit: {
    title: 'Unable to sign in',
    detail: 'This application has reached its user limit and cannot sign in new users.',
    action: 'Go back',
  },
  /** Spec §2 'Account not found' (a no-signup login of an unknown address). */
  accountNotFound: {
    title: 'Account not found',
    detail: 'Please try logging in again or go to {app} to create an account.',
    action: 'Try logging in again',
  },
  linkedToAnotherUser: {
    title: 'Authentication failed',
    detail: 'This account has already been linked to another user.',
    action: 'Try again',
  },
  /** API errors with status 400 or 422: the detail is the server's message. */
  serverMessage: { title: 'Something went wrong', action: 'Try again' },
  /**
   * Spec §8 'Anything else': 'Something went wrong', 'Try again later'. As with too many requests,
   * 'Try again later' is the button, and it closes the modal: nothing on screen says 'try again'
   * while offering something else.
   */
  unknown: { title: 'Something went wrong', action: 'Try again later' },
  /** The app config could not be loaded: nothing can be offered until it is, so the button fetches it again. */
  configUnavailable: { title: 'Something went wrong', action: 'Try again' },
} as const;
