/** The Farcaster screens (spec §2 'Farcaster screens', §8 'Farcaster'). */
export const farcaster = {
  title: 'Sign in with Farcaster',
  signingIn: 'Signing in with Farcaster',
  scan: "Scan with your phone's camera to continue.",
  openApp: 'Open Farcaster app',
  takeMeThere: 'Take me to Farcaster',
  /** Not quoted by the spec: the copy-link option on desktop, and the QR code's accessible name. */
  copyLink: 'Copy link',
  copied: 'Copied',
  qrLabel: 'QR code to sign in with Farcaster',
  errorTitle: 'Authentication failed',
  retry: 'Retry',
  /** Spec §8 'Farcaster': the copy for each failure this screen shows itself. */
  errors: {
    retryable: 'Something went wrong. Try again.',
    tooManyRequests: 'Too many requests. Please wait before trying again.',
    timeout: 'The request timed out. Try again.',
  },
} as const;
