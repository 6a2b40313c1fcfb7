import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../core/storage.ts';
import { GUEST_CREDENTIAL_BYTES, guestCredential, guestCredentialKey } from './guestCredential.ts';

const decode = (value: string) =>
  Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

describe('guestCredential', () => {
  it('makes 32 random bytes in base64url, stores them per app, and returns the stored one after', () => {
    const storage = memoryStorage();
    const first = guestCredential(storage, 'app-a');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decode(first)).toHaveLength(GUEST_CREDENTIAL_BYTES);
    expect(storage.getItem(guestCredentialKey('app-a'))).toBe(first);
    expect(guestCredential(storage, 'app-a')).toBe(first);
    expect(guestCredential(storage, 'app-b')).not.toBe(first);
  });

  it('two devices get different credentials', () => {
    expect(guestCredential(memoryStorage(), 'app')).not.toBe(guestCredential(memoryStorage(), 'app'));
  });
});
