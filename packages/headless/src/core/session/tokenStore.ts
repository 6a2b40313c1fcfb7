import type { FoyerStorage } from '../storage.ts';
import { emptyTokens, type FoyerStore, type SessionTokens, tokensAtom } from '../store/atoms.ts';
import { bearerOf, sameCredentials, sameTokens, storageKeys, writeStorage } from './tokens.ts';

/**
 * Where a tab keeps its session's tokens: storage is the truth shared by the tabs of a profile, the
 * atom this tab's copy for the UI. Every read of storage that may bring another tab's tokens goes
 * through `adopt`, every write through `write`.
 */
export interface TokenStore {
  /** This tab's copy. */
  held(): SessionTokens;
  /** What storage holds now, without adopting it. */
  stored(): SessionTokens;
  /** Take what storage holds now (another tab may have refreshed, logged in or out). */
  adopt(): SessionTokens;
  /** Writes `patch` over what storage holds. In server-cookie mode no refresh token is ever kept. */
  write(patch: Partial<SessionTokens>): void;
  /** Clears storage if it still holds `ended` (by `same`): never deletes what another tab wrote since. */
  clearIfStill(ended: SessionTokens, same?: (a: SessionTokens, b: SessionTokens) => boolean): void;
  /** Server-cookie mode (reference §4): null until the app config has said. */
  serverCookies: boolean | null;
  /** Something to refresh with: a refresh token, or (server-cookie mode) a session the cookie may carry. */
  canRefresh(tokens: SessionTokens): boolean;
}

export function createTokenStore(storage: FoyerStorage, store: FoyerStore): TokenStore {
  const stored = (): SessionTokens => {
    const read = (name: keyof SessionTokens) => storage.getItem(storageKeys[name]);
    return {
      token: read('token'),
      providerToken: read('providerToken'),
      refreshToken: read('refreshToken'),
      identityToken: read('identityToken'),
    };
  };
  const tokens: TokenStore = {
    serverCookies: null,
    held: () => store.get(tokensAtom),
    stored,
    adopt() {
      const current = stored();
      if (!sameTokens(current, tokens.held())) store.set(tokensAtom, current);
      return current;
    },
    write(patch) {
      const next = { ...stored(), ...patch };
      if (tokens.serverCookies) next.refreshToken = null;
      writeStorage(storage, next);
      store.set(tokensAtom, next);
    },
    clearIfStill(ended, same = sameCredentials) {
      if (same(stored(), ended)) tokens.write(emptyTokens);
    },
    canRefresh: (t) => t.refreshToken !== null || (tokens.serverCookies === true && bearerOf(t) !== null),
  };
  return tokens;
}
