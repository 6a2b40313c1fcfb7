import { randomBase64Url } from '../../core/random.ts';
import type { FoyerStorage } from '../../core/storage.ts';

/** Spec §4 'Guest': a guest credential is 32 random bytes in base64url. */
export const GUEST_CREDENTIAL_BYTES = 32;

/** Where the device keeps its guest credential for one app. */
export const guestCredentialKey = (appId: string) => `foyer:guest_credential:${appId}`;

/**
 * This device's guest credential for `appId`: the stored one, else a new one, stored before it is
 * used, so every later guest login (after a logout, a reload or a failed call) is the same guest.
 * Logging out keeps it (spec §4: 'Guest users may log in again').
 */
export function guestCredential(storage: FoyerStorage, appId: string): string {
  const key = guestCredentialKey(appId);
  const stored = storage.getItem(key);
  if (stored) return stored;
  const credential = randomBase64Url(GUEST_CREDENTIAL_BYTES);
  storage.setItem(key, credential);
  return credential;
}
