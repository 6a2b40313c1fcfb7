import { ErrorCode } from '@foyer/headless';

/**
 * Every user-facing string of @foyer/ui, in English. Grouped by screen; `errors` is keyed by the
 * stable error codes of @foyer/headless. Placeholders are `{name}`, filled by `format()`.
 * Strings stay JSON-compatible so they can go to translators. Copy quoted by the spec
 * (login-and-accounts.md §2, §5, §8) is reproduced word for word.
 */
export const messages = {
  modal: {
    close: 'Close',
    back: 'Back',
    loading: 'Loading',
  },
  landing: {
    /** Spec §2: the default header; `appearance.landingHeader` replaces it. */
    header: 'Log in or sign up',
    /** The same screen when it adds an address to the logged-in user (link mode). */
    linkEmailHeader: 'Link your email',
    /** Spec §2 'Update screens': replacing the logged-in user's address. */
    updateEmailHeader: 'Update your email',
    logoAlt: '{app} logo',
    recent: 'Recent',
  },
  emailInput: {
    label: 'Email address',
    placeholder: 'your@email.com',
    submit: 'Submit',
  },
  terms: {
    /** Spec §2 terms footer: 'By logging in I agree to the Terms & Privacy Policy'. */
    text: 'By logging in I agree to the {terms} & {privacy}',
    terms: 'Terms',
    privacy: 'Privacy Policy',
  },
  enterCode: {
    title: 'Enter confirmation code',
    instructions: 'Please check {email} for an email and enter the code below.',
    codeLabel: 'Confirmation code',
    digitLabel: 'Digit {index} of {count}',
    didntGet: "Didn't get an email?",
    resend: 'Resend code',
    codeSent: 'Code sent',
    submitting: 'Verifying code',
    success: 'Success!',
  },
  validation: {
    codeNotNumeric: 'Code should be numeric',
  },
  /** Spec §8 error screen mapping: title, detail, button. */
  errorScreen: {
    tooManyRequests: { title: 'Request failed', detail: 'Too many attempts.', action: 'Try again later' },
    notAllowed: { title: 'Not allowed', detail: 'This login method is not enabled for this app.', action: 'Try another method' },
    /** Spec §2 'Allowlist rejection': the defaults; `allowlist_config` may replace all three. */
    allowlistRejected: { title: "You don't have access to this app", detail: 'Have you been invited?', action: 'Try another account' },
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
    unknown: { title: 'Something went wrong', detail: 'Try again later', action: 'Try again' },
  },
  /** Short copy per error code, for inline messages. `unknown` is the fallback. */
  errors: {
    [ErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
    [ErrorCode.DISALLOWED_PLUS_EMAIL]: "Please enter a valid email address without a '+'.",
    [ErrorCode.INVALID_CREDENTIALS]: 'Invalid or expired verification code',
    [ErrorCode.INVALID_CODE]: 'Issue verifying code',
    [ErrorCode.TOO_MANY_REQUESTS]: 'Too many attempts.',
    [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'Not allowed',
    [ErrorCode.INVALID_DATA]: 'Something went wrong',
    [ErrorCode.NETWORK_ERROR]: 'Something went wrong',
    [ErrorCode.CLIENT_REQUEST_TIMEOUT]: 'Something went wrong',
    [ErrorCode.ALREADY_AUTHENTICATED]: 'Something went wrong',
    [ErrorCode.MUST_BE_AUTHENTICATED]: 'Something went wrong',
    [ErrorCode.UNKNOWN_AUTH_ERROR]: 'Something went wrong',
    unknown: 'Something went wrong',
  },
} as const;

/** The shape of a full catalogue, with literal English strings (so `format()` can check placeholders). */
export type Messages = typeof messages;
