/**
 * The policy screens (spec §2 'Terms consent', 'Allowlist rejection', 'Account not found',
 * 'User limit', 'In-app browser'): titles, texts and button labels, word for word.
 */

/** Spec §2 'Terms consent' ('One last step'); the links' labels fill the text's placeholders. */
export const termsConsent = {
  title: 'One last step',
  text: 'By signing up, you agree to our {terms} and {privacy}.',
  terms: 'terms',
  privacy: 'privacy policy',
  decline: 'No thanks',
  accept: 'Accept',
  /** Spec §2 success copy, while the modal moves on after 'Accept'. */
  successTitle: 'Success!',
  successDetail: "You're good to go!",
} as const;

/** Spec §2 'Allowlist rejection', the defaults; `allowlist_config` may replace all three. */
export const allowlistRejection = {
  title: "You don't have access to this app",
  detail: 'Have you been invited?',
  action: 'Try another account',
} as const;

/** Spec §2 'Account not found' (a no-signup login of an unknown account). */
export const accountNotFound = {
  title: 'Account not found',
  detail: 'Please try logging in again or go to {app} to create an account.',
  action: 'Try logging in again',
} as const;

/** Spec §2 'User limit'. */
export const userLimit = {
  title: 'Unable to sign in',
  detail: 'This application has reached its user limit and cannot sign in new users.',
  action: 'Go back',
} as const;

/** Spec §2 'In-app browser' and §8 'Client and misc'. */
export const inAppBrowser = {
  title: 'Could not log in with provider',
  detail: "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
  action: 'Try another method',
} as const;
