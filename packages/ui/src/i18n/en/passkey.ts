/** Spec §2 'Passkey screens' and §8 'Passkey': the choice and status screens' copy. */
export const passkey = {
  choice: {
    title: 'Log in or create a new account?',
    create: 'Create new account',
    login: 'Log in with a passkey',
  },
  status: {
    waiting: 'Waiting for passkey',
    success: 'Success',
    error: 'Something went wrong',
    retry: 'Retry',
  },
  /** What went wrong, under 'Something went wrong'. */
  errors: {
    notAllowed: 'Passkey request timed out or rejected by user.',
    /** Not quoted by the spec, which only says there is a hint to sign up with another method first (§8). */
    notAllowedHint: 'No passkey yet? Sign up with another method first, then add a passkey.',
    /** Not quoted by the spec: the same hint where the app offers passkey sign-up (with 'Create new account'). */
    notAllowedSignupHint: 'No passkey yet? Create a new account with one.',
    tooMany: 'Cannot link more passkeys to account.',
    /** The browser refused this page's address (an IP address, or a relying party that is not its domain). Not in the spec. */
    invalidDomain: 'Passkeys are not available at this address.',
    invalidDomainHint: 'Open this page by its domain name, not an IP address (on your own computer: localhost).',
    unsupported: 'WebAuthn is not supported in this browser',
    unknown: 'An unknown error occurred.',
  },
} as const;
