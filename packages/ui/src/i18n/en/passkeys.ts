/**
 * Wallets spec §2 'Passkey management' and 'MFA' (passkey enrollment), §5 'MFA' and §8 'Passkey':
 * the passkey list, the removal confirmation, 'Passkeys updated' and the passkey MFA setup intro.
 */
export const passkeys = {
  list: {
    /** The management list's title. */
    title: 'Your passkeys',
    /** Not quoted by the spec: the MFA step's line under the title. */
    mfaDetail: 'Enable your passkeys to verify transactions with them.',
    /** With no passkey: the intro, with 'Add new passkey'. */
    emptyTitle: 'Secure your account with a passkey',
    /** Not quoted by the spec: the intro's line under its title. */
    emptyDetail: 'Sign in and approve with your fingerprint, face or screen lock, without a password.',
    add: 'Add new passkey',
    /** Not quoted by the spec: 'Add new passkey' while the browser's prompt runs. */
    adding: 'Adding passkey...',
    /** The MFA step's primary action: enroll the listed passkeys in MFA. */
    enable: 'Enable passkeys',
    /** The management list (2 shown until pressed). */
    viewAll: 'View all',
    /** The MFA step (2 shown plus this when more than 3). */
    viewAllMfa: 'View All',
    /** Not quoted by the spec: the list's accessible name. */
    listLabel: 'Passkeys',
    /** Not quoted by the spec: each passkey's date of last verification (spec §2), formatted for the locale. */
    lastVerified: 'Last verified {date}',
    /** Not quoted by the spec: a passkey's name from its browser and system, when it has no authenticator name. */
    createdWith: '{browser} on {os}',
    /** Not quoted by the spec: a passkey with no authenticator name, browser, system or device. */
    unnamed: 'Passkey',
    /** Not quoted by the spec: each row's unlink button, and its accessible name. */
    remove: 'Remove',
    removeNamed: 'Remove {name}',
    /** Not quoted by the spec: announced while one passkey is being removed. */
    removing: 'Removing {name}...',
  },
  remove: {
    title: 'Are you sure you want to remove this passkey?',
    /** Not quoted by the spec: the two buttons. */
    confirm: 'Remove',
    removing: 'Removing...',
    cancel: 'Cancel',
  },
  updated: {
    title: 'Passkeys updated',
    done: 'Done',
  },
  /** Not quoted by the spec, which only says passkey enrollment starts with 'a setup intro'. */
  mfaIntro: {
    title: 'Set up passkey verification',
    detail: 'Confirm transactions with a passkey instead of a code.',
    points: {
      biometrics: 'Verify with your fingerprint, face or screen lock.',
      device: 'Your passkey stays on your device or in your password manager.',
    },
    continue: 'Continue',
  },
  /** Spec §8 'Passkey': what failed, under the list or the confirmation. */
  errors: {
    notAllowed: 'Passkey request timed out or rejected by user.',
    enrolledInMfa: 'Cannot unlink a passkey enrolled in MFA',
    tooMany: 'Cannot link more passkeys to account.',
    unknown: 'Unknown error occurred.',
  },
} as const;
