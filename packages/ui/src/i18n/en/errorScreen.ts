/**
 * The error screen (spec §8 'Error screen mapping'): a title, an optional detail and the button's
 * label. The allowlist, user-limit and account-not-found screens of §2 are in `policies.ts`.
 */
export const errorScreen = {
  /**
   * Spec §8: 'Please try again.'; starting over resets the captcha. The buttons of the captcha
   * errors say 'Retry': their detail already says 'try again', once is enough.
   */
  invalidCaptcha: { title: 'Something went wrong', detail: 'Please try again.', action: 'Retry' },
  notAllowed: {
    title: 'Not allowed',
    detail: 'This login method is not enabled for this app.',
    action: 'Try another method',
  },
  captchaFailed: {
    title: 'Something went wrong',
    detail: 'You did not pass CAPTCHA. Please try again.',
    action: 'Retry',
  },
  /**
   * Spec §8: 'Something went wrong! Please try again later.', as the title (it says it all), and
   * 'Try again later', which closes the modal.
   */
  captchaTimeout: { title: 'Something went wrong! Please try again later.', action: 'Try again later' },
  linkedToAnotherUser: {
    title: 'Authentication failed',
    detail: 'This account has already been linked to another user.',
    action: 'Try again',
  },
  regionNotSupported: {
    title: 'This region is not supported',
    detail: 'SMS authentication from this region is not available',
    action: 'Try another method',
  },
  /** Spec §8: 'Request failed', 'Too many attempts.', 'Try again later' (the button closes the modal). */
  tooManyRequests: { title: 'Request failed', detail: 'Too many attempts.', action: 'Try again later' },
  /** API errors with status 400 or 422: the detail is the server's message. */
  serverMessage: { title: 'Something went wrong', action: 'Try again' },
  /** Spec §8: 'Something went wrong' with the SMS provider's message as the detail. */
  smsVerificationFailed: { title: 'Something went wrong', action: 'Try again' },
  /**
   * Spec §8 'Anything else': 'Something went wrong', 'Try again later'. As with too many requests,
   * 'Try again later' is the button, and it closes the modal: nothing on screen says 'try again'
   * while offering something else.
   */
  unknown: { title: 'Something went wrong', action: 'Try again later' },
  /** The app config could not be loaded: nothing can be offered until it is, so the button fetches it again. */
  configUnavailable: { title: 'Something went wrong', action: 'Try again' },
} as const;
