import type { FoyerStorage } from '../../core/storage.ts';

/** Spec §4 'Guest': a guest credential is 32 random bytes in base64url. */
export const GUEST_CREDENTIAL_BYTES = 32;

/** Where the device keeps its guest credential for one app. */
export const guestCredentialKey = (appId: string) => `foyer:guest_credential:${appId}`;

/**
 * 32 random bytes in base64url. The same encoding as `randomBase64Url` in `core/random.ts`, written
 * out here on purpose: that module is in every page's startup JavaScript (the analytics id), so
 * calling it from here would move it into pages that never log a guest in (+70 bytes gzip).
 */
function newCredential(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GUEST_CREDENTIAL_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This device's guest credential for `appId`: the stored one, else a new one, stored before it is
 * used, so every later guest login (after a logout, a reload or a failed call) is the same guest.
 * Logging out keeps it (spec §4: 'Guest users may log in again').
 */
export function guestCredential(storage: FoyerStorage, appId: string): string {
  const key = guestCredentialKey(appId);
  const stored = storage.getItem(key);
  if (stored) return stored;
  const credential = newCredential();
  storage.setItem(key, credential);
  return credential;
}
