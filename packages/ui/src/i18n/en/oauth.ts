/**
 * Spec §2 'Social provider status screen' and §8 'Social status screen' / 'OAuth flow', word for
 * word. `{provider}` is the provider's display name (`providerNames`).
 */
export const oauthStatus = {
  verifying: 'Verifying connection to {provider}',
  successTitle: 'Successfully connected with {provider}',
  successDetail: "You're good to go!",
  failedTitle: 'Authentication failed',
  retry: 'Retry',
  /** The provider's icon, for assistive technology. */
  errors: {
    linkedToAnotherUser: 'This account has already been linked to another user.',
    invalidCredentials: 'Something went wrong. Try again.',
    userDeniedScope: 'Retry and check {scope} to finish connecting your account.',
    userDenied: 'User denied confirmation during OAuth flow',
    tooManyRequests: 'Too many requests. Please wait before trying again.',
    providerRateLimit: 'Request limit reached for {provider}. Please wait a moment and try again.',
    suspended: 'Your {provider} account is suspended. Please try another login method.',
    cannotLinkMore: 'You cannot authorize more than one account for this user.',
    unexpected: 'Something went wrong. Please try again.',
    stateMismatch: 'Unexpected auth flow. This may be a phishing attempt.',
    authenticationError: 'Authentication error.',
  },
} as const;
