/** The e-mail code screen (spec §2 'Enter confirmation code', §5 'Code boxes'). */
export const enterCode = {
  title: 'Enter confirmation code',
  instructions: 'Please check {email} for an email and enter the code below.',
  codeLabel: 'Confirmation code',
  digitLabel: 'Digit {index} of {count}',
  didntGet: "Didn't get an email?",
  resend: 'Resend code',
  codeSent: 'Code sent',
  /** Read by screen readers beside 'Code sent' while the resend cooldown runs. */
  resendIn: { one: 'You can resend it in {count} second.', other: 'You can resend it in {count} seconds.' },
  sending: 'Sending code',
  submitting: 'Verifying code',
  /** Spec §2 success copy: 'Success!' (captcha, account transfer) and "You're good to go!" (status screens). */
  successTitle: 'Success!',
  successDetail: "You're good to go!",
} as const;

export const validation = {
  /** Spec §5. */
  codeNotNumeric: 'Code should be numeric',
} as const;
