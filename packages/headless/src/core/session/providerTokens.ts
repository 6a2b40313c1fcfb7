import type { FoyerStorage } from '../storage.ts';
import { type FoyerStore, userAtom } from '../store/atoms.ts';
import { isExpired } from './jwt.ts';

/**
 * Where a provider app's access token is kept (reference §5.13 `privy:cross-app:<appId>`, in the kit's
 * `foyer:` namespace; not in `STORAGE_KEY`, which the startup code carries).
 */
export const providerTokenKey = (providerAppId: string): string => `foyer:cross-app:${providerAppId}`;

/** The provider app's access token, while it is valid (an expired one is dropped); else null. */
export function readProviderToken(storage: FoyerStorage, providerAppId: string, now: number): string | null {
  const token = storage.getItem(providerTokenKey(providerAppId));
  if (token === null) return null;
  if (!isExpired(token, now)) return token;
  storage.removeItem(providerTokenKey(providerAppId));
  return null;
}

/** Keeps the provider app's access token (a cross-app login's or link's, or the transact page's), or forgets it (null). */
export function storeProviderToken(storage: FoyerStorage, providerAppId: string, token: string | null): void {
  if (token === null) storage.removeItem(providerTokenKey(providerAppId));
  else storage.setItem(providerTokenKey(providerAppId), token);
}

/**
 * Forgets the provider tokens of a user's cross-app accounts (their sessions at the provider apps)
 * once that user's session ends here: a logout, another tab's, an expiry, a switch of user. Returns
 * the unsubscribe.
 */
export function forgetProviderTokensAtSessionEnd(store: FoyerStore, storage: FoyerStorage): () => void {
  let user = store.get(userAtom);
  return store.sub(userAtom, () => {
    const next = store.get(userAtom);
    if (user && user.id !== next?.id) {
      for (const account of user.linkedAccounts) {
        if (account.type === 'cross_app') storeProviderToken(storage, account.providerAppId, null);
      }
    }
    user = next;
  });
}
