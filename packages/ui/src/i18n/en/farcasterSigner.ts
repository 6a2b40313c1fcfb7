/**
 * The Farcaster signer request (wallets-and-mfa.md §2 'Farcaster signer request', §8 'Farcaster
 * signer'): the title, the two phone buttons and the error texts are quoted word for word; the
 * descriptions, the success and the QR code's accessible name are ours.
 */
export const farcasterSigner = {
  title: 'Add a signer to Farcaster',
  /** Not quoted by the spec. `{app}`: the app's name; without one, the second form. */
  descriptionForApp: '{app} will be able to cast, like, follow and more on your behalf.',
  description: 'This app will be able to cast, like, follow and more on your behalf.',
  scan: "Scan with your phone's camera to continue.",
  openApp: 'Open Farcaster app',
  takeMeThere: 'Take me to Farcaster',
  copyLink: 'Copy link',
  copied: 'Copied',
  qrLabel: 'QR code to add a signer to Farcaster',
  /** Not quoted by the spec: the approved signer (shown 1.4 s, then the modal closes). */
  success: 'Signer added',
  successDetail: 'You can now use Farcaster from this app.',
  retry: 'Retry',
  /** Spec §8 'Farcaster signer'. */
  connectFailed: 'Connect failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
  timedOut: 'The request timed out. Try again.',
  rejected: 'Request rejected',
  rejectedDetail: 'The request was rejected. Please try again.',
} as const;
