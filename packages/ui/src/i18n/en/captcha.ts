/** The captcha screen (spec §2 'Captcha screen'). */
export const captcha = {
  checking: 'Checking that you are a human...',
  successTitle: 'Success!',
  passed: 'CAPTCHA passed successfully.',
  errorTitle: 'Something went wrong',
  retry: 'Retry',
  /** After the last retry, instead of the Retry button. */
  blockedHint: 'If you use an adblocker or VPN, try disabling and re-attempting.',
} as const;
