import type { ApiClient } from '../api/client.ts';
import * as sessionRoutes from '../api/routes/session.ts';
import * as users from '../api/routes/users.ts';
import type { WireAuthResponse } from '../api/wire.ts';
import { STORAGE_KEY } from '../constants.ts';
import { ErrorCode } from '../errors/codes.ts';
import { isFoyerError } from '../errors/FoyerError.ts';
import type { FoyerStorage } from '../storage.ts';
import { emptyTokens, type FoyerStore, type SessionTokens, tokensAtom, userAtom } from '../store/atoms.ts';
import { toUser, type User } from '../user.ts';
import { appIdOf, isExpired } from './jwt.ts';

export interface SessionOptions {
  appId: string;
  api: ApiClient;
  storage: FoyerStorage;
  store: FoyerStore;
  now: () => number;
}

export interface Session {
  /** Settle the stored session: load the user, refresh, or clear (spec 000 §4). */
  init(): Promise<void>;
  /** A valid access token, refreshed first when expired; null when there is no session. */
  getAccessToken(): Promise<string | null>;
  /** The bearer as stored, without refreshing. */
  bearer(): string | null;
  /** Apply an authenticate/refresh response according to its `session_update_action`. */
  applyAuthResponse(response: WireAuthResponse): User | null;
  setUser(user: User): void;
  refreshUser(): Promise<User | null>;
  /** Posts logout, then clears local state even if the call fails. */
  logout(): Promise<void>;
}

const storageKeys: Record<keyof SessionTokens, string> = {
  token: STORAGE_KEY.token,
  providerToken: STORAGE_KEY.providerToken,
  refreshToken: STORAGE_KEY.refreshToken,
  identityToken: STORAGE_KEY.identityToken,
};

/**
 * Writes an auth response's tokens where the kit reads its session at start, so a test (or a page
 * handed a session by its server) starts logged in: `persistSession(storage, await createSession(userId))`.
 */
export function persistSession(storage: FoyerStorage, response: Pick<WireAuthResponse, 'token' | 'refresh_token'> & Partial<WireAuthResponse>): void {
  const values: SessionTokens = {
    token: response.token,
    providerToken: response.privy_access_token ?? null,
    refreshToken: response.refresh_token,
    identityToken: response.identity_token ?? null,
  };
  for (const [name, key] of Object.entries(storageKeys) as [keyof SessionTokens, string][]) {
    const value = values[name];
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  }
}

export function createSession({ appId, api, storage, store, now }: SessionOptions): Session {
  let refreshing: Promise<string | null> | null = null;

  const tokens = () => store.get(tokensAtom);
  const bearer = () => tokens().providerToken ?? tokens().token;

  function writeTokens(next: SessionTokens): void {
    for (const [name, key] of Object.entries(storageKeys) as [keyof SessionTokens, string][]) {
      const value = next[name];
      if (value) storage.setItem(key, value);
      else storage.removeItem(key);
    }
    store.set(tokensAtom, next);
  }

  function destroy(): void {
    writeTokens(emptyTokens);
    store.set(userAtom, null);
  }

  /** A token issued for another app means this session is not ours: drop it. */
  function foreign(token: string | null): boolean {
    if (!token) return false;
    const claimed = appIdOf(token);
    return claimed !== null && claimed !== appId;
  }

  function applyAuthResponse(response: WireAuthResponse): User | null {
    const current = tokens();
    switch (response.session_update_action) {
      case 'clear':
        destroy();
        return null;
      case 'ignore':
        writeTokens({
          ...current,
          token: response.token ?? current.token,
          providerToken: response.privy_access_token ?? current.providerToken,
          identityToken: response.identity_token ?? current.identityToken,
        });
        break;
      case 'set':
        writeTokens({
          token: response.token,
          providerToken: response.privy_access_token ?? null,
          refreshToken: response.refresh_token,
          identityToken: response.identity_token ?? null,
        });
        break;
    }
    if (foreign(bearer())) {
      destroy();
      return null;
    }
    const user = response.user ? toUser(response.user) : null;
    if (user) store.set(userAtom, user);
    return user;
  }

  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      const { refreshToken } = tokens();
      try {
        const response = await api.call(sessionRoutes.refresh, {
          body: refreshToken ? { refresh_token: refreshToken } : {},
          bearer: bearer(),
        });
        applyAuthResponse(response);
        return bearer();
      } catch (error) {
        // Only a rejected token ends the session; any other failure keeps it for a later try.
        if (isFoyerError(error, ErrorCode.MISSING_OR_INVALID_TOKEN)) {
          destroy();
          return null;
        }
        throw error;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function getAccessToken(): Promise<string | null> {
    const current = bearer();
    if (current && !isExpired(current, now())) return current;
    if (!tokens().refreshToken) {
      if (current) destroy();
      return null;
    }
    return refresh();
  }

  async function refreshUser(allowRefresh = true): Promise<User | null> {
    try {
      const { user, identity_token } = await api.call(users.me, {});
      writeTokens({ ...tokens(), identityToken: identity_token ?? tokens().identityToken });
      const mapped = toUser(user);
      store.set(userAtom, mapped);
      return mapped;
    } catch (error) {
      if (!isFoyerError(error, ErrorCode.MISSING_OR_INVALID_TOKEN)) throw error;
      // The server no longer accepts the token: one refresh, then give up the session.
      if (allowRefresh && tokens().refreshToken && (await refresh())) return refreshUser(false);
      destroy();
      return null;
    }
  }

  async function init(): Promise<void> {
    const stored: SessionTokens = {
      token: storage.getItem(STORAGE_KEY.token),
      providerToken: storage.getItem(STORAGE_KEY.providerToken),
      refreshToken: storage.getItem(STORAGE_KEY.refreshToken),
      identityToken: storage.getItem(STORAGE_KEY.identityToken),
    };
    store.set(tokensAtom, stored);
    const current = bearer();
    if (foreign(current)) return logout();
    if (!current && !stored.refreshToken) return destroy();
    try {
      if (current && !isExpired(current, now())) {
        await refreshUser();
      } else if (await getAccessToken()) {
        // The refresh response carried the user; fetch it only if it did not.
        if (!store.get(userAtom)) await refreshUser();
      }
    } catch {
      // Offline or a server error: keep the stored session; `authenticated` stays false until a call works.
    }
  }

  async function logout(): Promise<void> {
    const { refreshToken } = tokens();
    try {
      await api.call(sessionRoutes.logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
    } catch {
      // Logging out locally must not depend on the network.
    } finally {
      destroy();
    }
  }

  return {
    init,
    getAccessToken,
    bearer,
    applyAuthResponse,
    setUser: (user) => store.set(userAtom, user),
    refreshUser: () => refreshUser(),
    logout,
  };
}
