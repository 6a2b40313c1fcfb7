import { type AccountByType, ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';

/** A passkey linked to the user (one of `user.linkedAccounts`). */
export type PasskeyAccount = AccountByType<'passkey'>;

/**
 * What a passkey is called: its authenticator's name ('iCloud Keychain'), else the device it was
 * created on, else '{browser} on {os}' (or either alone), else 'Passkey'.
 */
export function passkeyName(passkey: PasskeyAccount, m: Messages): string {
  const { authenticatorName, createdWithDevice, createdWithBrowser: browser, createdWithOs: os } = passkey;
  if (authenticatorName) return authenticatorName;
  if (createdWithDevice) return createdWithDevice;
  if (browser && os) return format(m.passkeys.list.createdWith, { browser, os });
  return browser || os || m.passkeys.list.unnamed;
}

/** 'Last verified Jan 12, 2026': the latest verification (else the first), a date in the catalogue's locale. */
export function lastVerified(passkey: PasskeyAccount, m: Messages): string {
  const date = passkey.latestVerifiedAt ?? passkey.firstVerifiedAt ?? passkey.verifiedAt;
  return format(m.passkeys.list.lastVerified, {
    date: new Intl.DateTimeFormat(m.locale, { dateStyle: 'medium' }).format(date),
  });
}

/** Spec §8 'Passkey': the copy for a failed add, enable or removal. */
export function passkeyError(code: FoyerErrorCode | null | undefined, m: Messages): string {
  const copy = m.passkeys.errors;
  switch (code) {
    case ErrorCode.PASSKEY_NOT_ALLOWED:
      return copy.notAllowed;
    case ErrorCode.MISSING_MFA_CREDENTIALS:
      return copy.enrolledInMfa;
    case ErrorCode.CANNOT_LINK_MORE_OF_TYPE:
      return copy.tooMany;
    default:
      return copy.unknown;
  }
}
