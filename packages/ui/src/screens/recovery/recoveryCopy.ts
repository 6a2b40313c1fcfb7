import type { UserOwnedRecoveryMethod } from '@foyer/headless';
import type { Messages } from '../../i18n/messages.en.ts';

/** A user-owned recovery method: a cloud backup, or a password (`user-passcode`). */
export type RecoveryMethod = UserOwnedRecoveryMethod;
/** A cloud that keeps a wallet's recovery backup (the wallet's `recovery_method` values). */
export type CloudProvider = Exclude<RecoveryMethod, 'user-passcode'>;

/**
 * Spec §8 'Recovery and password': a wrong password (`invalid_recovery_pin`,
 * `invalid_request_arguments`) has its own copy; any other code, or none, is the general one.
 */
export function recoveryErrorMessage(code: string | null | undefined, m: Messages): string {
  const errors = m.recovery.errors;
  return code === 'invalid_recovery_pin' || code === 'invalid_request_arguments' ? errors[code] : errors.other;
}

/** The brand mark of a cloud's backup (Google Drive: Google's; iCloud: Apple's). */
export const cloudMark = { 'google-drive': 'google', icloud: 'apple' } as const satisfies Record<CloudProvider, string>;
