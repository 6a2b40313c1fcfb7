/**
 * Wallet MFA (wallets-and-mfa.md §2 'MFA', §5 'Code input', §8 'MFA messages', §9): verification
 * and enrollment. Quoted copy is word for word; the strings the spec does not give say so. The
 * blocking errors (max attempts, timeout) and the wrong code are in `errors`, by code; the SMS
 * resend line is the SMS login code screen's (`enterSmsCode.didntGet`, `enterCode.resend`, …).
 */
export const mfa = {
  /** The methods' names, in the choosers' rows. */
  methods: { totp: 'Authenticator app', sms: 'SMS', passkey: 'Passkey' },
  chooseAnother: 'Choose another method',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  /** Not quoted by the spec: the button that submits the typed code. */
  verify: 'Verify',
  /** Spec §5 'Code input (PIN/MFA)'. */
  codeNotNumeric: 'Passcode can only be numbers',
  codeLength: 'Passcode must be exactly 6 numbers',
  /** Not quoted by the spec: the boxes' group name (each box's is `enterCode.digitLabel`). */
  codeLabel: 'Verification code',
  /** Not quoted by the spec: the status line while a code is texted or checked. */
  sending: 'Sending code',
  submitting: 'Verifying code',
  /** Spec §8: anything else on the verification screen. */
  verifyError: 'Something went wrong.',
  /** Spec §8: anything else on enrollment. */
  enrollError: 'Unknown error',
  verifyChooser: {
    title: 'Verify your identity',
    subtitle: 'Choose a verification method',
  },
  verifyCode: {
    title: 'Enter verification code',
    /** Not quoted by the spec: where the code comes from. */
    smsInstructions: 'Enter the 6-digit code we sent to your phone.',
    totpInstructions: 'Enter the 6-digit code from your authenticator app.',
  },
  verifyPasskey: {
    title: 'Verifying with passkey',
    /** Not quoted by the spec: what the browser's prompt is for. */
    waiting: "Use your passkey to confirm it's you.",
    /** Not quoted by the spec, which says the screen shows the date a passkey was last added. */
    lastAdded: 'Passkey last added on {date}',
  },
  enrollIntro: {
    title: 'Transaction Protection',
    /** Not quoted by the spec. */
    description: "Add a second step to confirm it's you before your wallet signs or sends anything.",
    continue: 'Continue',
    notNow: 'Not now',
  },
  enrollChooser: {
    title: 'Choose a verification method',
    /** Not quoted by the spec: an enrolled method's marker, and its remove button ('{method}' is its name). */
    enabled: 'Enabled',
    remove: 'Remove',
    removeLabel: 'Remove {method}',
    /** Not quoted by the spec (§5: SMS is disabled for a user who logs in with SMS). */
    smsUnavailable: 'Not available: you log in with SMS.',
  },
  addMoreSecurity: {
    title: 'Add more security',
    /** Not quoted by the spec. */
    description: 'This app does not offer any verification methods yet.',
    close: 'Close',
  },
  enrollSms: {
    /** Not quoted by the spec: the phone entry's title and text. */
    title: 'Add SMS verification',
    description: 'Enter the phone number your verification codes should go to.',
  },
  enrollCode: {
    title: 'Enter enrollment code',
    /** Not quoted by the spec. */
    smsInstructions: 'Enter the 6-digit code we sent to {phoneNumber}.',
    totpInstructions: 'Enter the 6-digit code your authenticator app shows.',
  },
  smsAdded: {
    title: 'SMS verification added',
    /** Not quoted by the spec. */
    description: "We'll text you a code when you need to verify your identity.",
    done: 'Done',
  },
  totpQr: {
    title: 'Scan QR code',
    /** Not quoted by the spec: the instructions, the QR's name, the setup key's label and copy button. */
    description: 'Scan this code with your authenticator app, or copy the setup key into it.',
    qrLabel: 'QR code to add this account to your authenticator app',
    setupKey: 'Setup key',
    copy: 'Copy',
    copied: 'Copied',
    copySetupKey: 'Copy setup key',
    continue: 'Continue',
    loading: 'Preparing your setup key',
  },
  remove: {
    smsTitle: 'Remove SMS verification?',
    totpTitle: 'Remove authenticator app verification?',
    /** Not quoted by the spec. */
    smsDescription: 'Codes texted to your phone will no longer verify your identity.',
    totpDescription: 'Codes from your authenticator app will no longer verify your identity.',
    confirm: 'Remove',
    removing: 'Removing',
  },
} as const;
