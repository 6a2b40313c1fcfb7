import { ErrorCode } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { passkeyAccounts } from '../../../../../stories/fixtures/passkeys.fixtures.ts';
import { mergeMessages } from '../../i18n/merge.ts';
import { messages } from '../../i18n/messages.en.ts';
import { lastVerified, passkeyError, passkeyName } from './passkeyText.ts';

describe('passkeyName', () => {
  it.each([
    ['keychain', 'iCloud Keychain'],
    ['pixel', 'Pixel 8'],
    ['chromeMac', 'Chrome on macOS'],
    ['firefox', 'Firefox'],
    ['unnamed', 'Passkey'],
  ] as const)('%s: %s', (fixture, name) => {
    expect(passkeyName(passkeyAccounts[fixture], messages)).toBe(name);
  });

  it('a system alone names it too', () => {
    expect(passkeyName({ ...passkeyAccounts.unnamed, createdWithOs: 'Android' }, messages)).toBe('Android');
  });
});

describe('lastVerified', () => {
  it('the latest verification, as a date in the catalogue locale', () => {
    expect(lastVerified(passkeyAccounts.keychain, messages)).toBe('Last verified Jan 12, 2026');
    const german = mergeMessages({ locale: 'de', passkeys: { list: { lastVerified: 'Zuletzt bestätigt am {date}' } } });
    expect(lastVerified(passkeyAccounts.keychain, german)).toBe('Zuletzt bestätigt am 12.01.2026');
  });

  it('never verified since linked: the first verification', () => {
    expect(lastVerified(passkeyAccounts.windows, messages)).toBe('Last verified Jun 2, 2025');
  });
});

describe('passkeyError (spec §8 Passkey)', () => {
  it.each([
    [ErrorCode.PASSKEY_NOT_ALLOWED, 'Passkey request timed out or rejected by user.'],
    [ErrorCode.MISSING_MFA_CREDENTIALS, 'Cannot unlink a passkey enrolled in MFA'],
    [ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'Cannot link more passkeys to account.'],
    [ErrorCode.INVALID_DATA, 'Unknown error occurred.'],
    [null, 'Unknown error occurred.'],
  ])('%s: %s', (code, text) => {
    expect(passkeyError(code, messages)).toBe(text);
  });
});
