/** The Telegram screen (spec §2 'Telegram screen', §8 'Telegram'). */
export const telegram = {
  verifying: 'Verifying connection to Telegram',
  successTitle: 'Successfully connected with Telegram',
  successBody: "You're good to go!",
  errorTitle: 'Authentication failed',
  retry: 'Retry',
  /** Spec §8 'Telegram': the copy for each failure this screen shows itself. */
  errors: {
    linkedToAnotherUser: 'This account has already been linked to another user.',
    notAllowed: 'Login with Telegram not allowed.',
    retryable: 'Something went wrong. Try again.',
    tooManyRequests: 'Too many requests. Please wait before trying again.',
    /** Telegram's own rate limit (the server's `cause`). */
    providerRateLimit: 'Request limit reached for Telegram. Please wait a moment and try again.',
  },
} as const;
