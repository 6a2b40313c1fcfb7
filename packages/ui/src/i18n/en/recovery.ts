/**
 * User-owned recovery and key export (wallets-and-mfa.md §2 'Wallet creation and recovery', 'Export
 * wallet', §5 'Password', 'Strength', 'Confirm password', §8 'Recovery and password'). Quoted copy is
 * word for word; the strings the spec does not give say so. The copy button's words are `copy`'s.
 */
export const recovery = {
  /** The clouds' names, for '{provider}'. */
  providers: { 'google-drive': 'Google Drive', icloud: 'Apple iCloud' },
  method: {
    title: 'Secure your account',
    /** The user already has a backup. */
    updateTitle: 'Update backup method',
    cloud: { 'google-drive': 'Back up to Google Drive', icloud: 'Back up to Apple iCloud' },
    setPassword: 'Set a password',
    /** The user's backup is a password already. */
    resetPassword: 'Reset your password',
    why: 'Why do I need to secure my account?',
    /** Not quoted by the spec: the info panel's text. */
    whyDetail:
      'Your wallet is kept on this device. A backup lets you recover it on a new device, or if this one is lost.',
    select: 'Select backup method',
  },
  cloud: {
    confirmTitle: "Confirm it's really you",
    confirm: 'Confirm with {provider}',
    backingUp: 'Backing up with {provider}...',
    recovering: 'Recovering with {provider}...',
    backedUp: 'Successfully backed up with {provider}.',
    recovered: 'Successfully recovered with {provider}.',
    backupFailed: 'Back up with {provider} unsuccessful',
    recoverFailed: 'Recovery with {provider} unsuccessful',
    recoverFailedDetail: 'Please verify that you are selecting the {provider} account associated with your backup.',
    tryAgain: 'Try again',
  },
  setPasswordIntro: {
    title: 'Secure Your Account',
    /** Not quoted by the spec. */
    description: 'Add a password to recover your wallet on a new device.',
    addPassword: 'Add password',
  },
  password: {
    createTitle: 'Set your password',
    resetTitle: 'Reset your password',
    createDescription: 'Select a strong, memorable password to secure your account.',
    /** Not quoted by the spec: the fields' labels, the toggle's and the regenerate button's names. */
    label: 'Password',
    show: 'Show',
    showLabel: 'Show password',
    regenerate: 'Generate a new password',
    /** Spec §5 'Strength'; the meter's line ('{strength}': one of the three) is not quoted. */
    strength: { meter: 'Strength: {strength}', weak: 'Weak', medium: 'Medium', strong: 'Strong' },
    /** Spec §5 'Password'. `{characters}`: the offending ones, separated by spaces, a space itself as `space` (SPACE). */
    tooShort: 'Password must be at least 6 characters',
    invalidCharacters: 'Invalid characters used ( {characters} )',
    space: 'SPACE',
    continue: 'Continue',
    saveTitle: 'Save your password',
    saveDescription: 'For your security, this password cannot be reset, so keep it somewhere safe.',
    download: 'Download',
    /** Not quoted by the spec: the downloaded file's name. */
    fileName: 'password.txt',
    confirmTitle: 'Confirm your password',
    /** Not quoted by the spec: the confirmation field's label. */
    confirmLabel: 'Confirm password',
    mismatch: 'Passwords do not match',
    finalizeTitle: 'Confirm you have saved',
    acknowledge: 'I understand that if I lose my password and device, I will lose access to my account and my assets.',
    setPassword: 'Set Password',
    cancel: 'Cancel',
    success: 'Success',
    errorTitle: 'Something went wrong',
    close: 'Close',
  },
  recoverPassword: {
    title: 'Enter your password',
    why: 'Why is this necessary?',
    /** Not quoted by the spec: the explainer's text. */
    whyDetail: "Your password unlocks your wallet's backup, so you can use your wallet on this device.",
    submit: 'Recover your account',
  },
  /**
   * Spec §8 'Recovery and password', by the wallet's error type: a wrong password
   * (`invalid_recovery_pin`, `invalid_request_arguments`), and anything else.
   */
  errors: {
    invalid_recovery_pin: 'Invalid recovery password, please try again.',
    invalid_request_arguments: 'Invalid recovery password, please try again.',
    other: 'An error has occurred, please try again.',
  },
} as const;

/** Spec §2 'Export wallet', §9 'Minimum export-flow display 1 s'. */
export const exportWallet = {
  /** Not quoted by the spec: the screen's title, and what its loader announces. */
  title: 'Export wallet',
  loading: 'Loading your wallet',
  warning: 'Never share your private key or seed phrase with anyone.',
  errorTitle: 'Something went wrong',
  close: 'Close',
} as const;
