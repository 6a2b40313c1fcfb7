import type { ApiClient } from '../api/client.ts';
import * as sessionRoutes from '../api/routes/session.ts';
import * as users from '../api/routes/users.ts';
import type { WireAuthResponse } from '../api/wire.ts';
import { TOKEN_TIMEOUT_MS } from '../constants.ts';
import type { FoyerStorage } from '../storage.ts';
import { emptyTokens, type FoyerStore, type SessionTokens, userAtom } from '../store/atoms.ts';
import { toUser, type User } from '../user.ts';
import { withDeadline } from './deadline.ts';
import { appIdOf, isExpired } from './jwt.ts';
import { refreshHoldingLock } from './refresh.ts';
import { type TabLock, tabLock } from './tabLock.ts';
import { createTabSync } from './tabSync.ts';
import { createTokenStore } from './tokenStore.ts';
import { bearerOf, hasCredentials, rejectsCredentials, sameCredentials, sameSession } from './tokens.ts';

export interface SessionOptions {
  appId: string;
  api: ApiClient;
  storage: FoyerStorage;
  store: FoyerStore;
  now: () => number;
  /** Serialises refreshes across tabs; default Web Locks, else a lease in `storage`. */
  lock?: TabLock | undefined;
  /** Base delay before re-sending a refresh whose reply was lost (default 500 ms, tripling). */
  retryDelayMs?: number | undefined;
  /** The longest a refresh may take, lock, re-sends and retries included (default 30 000 ms). */
  tokenTimeoutMs?: number | undefined;
}

export interface Session {
  /** Settle the stored session: load the user, refresh, or clear (spec 000 §4). */
  init(): Promise<void>;
  /** Follow other tabs: adopt the tokens they write, sign out when they log out. Undone by `stop()`. */
  start(): void;
  /** Stop following other tabs and abort the session's requests in flight. */
  stop(): void;
  /**
   * Server-cookie mode (reference §4, on when the app config has `custom_api_url`): the refresh
   * token lives in an HttpOnly cookie, never in storage; refreshes send `{}` (a refresh token stored
   * before the switch is sent once, then removed). Until the app config has said, a session with no
   * refresh token is neither refreshed nor destroyed.
   */
  setServerCookies(on: boolean): void;
  /**
   * A valid access token, refreshed first when expired; null when there is no session. A refresh
   * that has not ended after `tokenTimeoutMs` is aborted: the call rejects with `client_request_timeout`
   * and the session is kept for the next call.
   */
  getAccessToken(): Promise<string | null>;
  /** The bearer as stored, without refreshing. */
  bearer(): string | null;
  /** Apply an authenticate/refresh response according to its `session_update_action`. */
  applyAuthResponse(response: WireAuthResponse): User | null;
  setUser(user: User): void;
  refreshUser(): Promise<User | null>;
  /**
   * Ends the session this tab holds: posts logout, then clears local state even if the call fails.
   * A newer login another tab stored meanwhile is kept, in storage and on the server.
   */
  logout(): Promise<void>;
}

/**
 * The session of one tab. Storage is the truth shared by the tabs of a profile (`tokenStore.ts`); the
 * rules that make two tabs safe:
 * - read storage before using the tokens (another tab may have refreshed), and refresh under a
 *   cross-tab lock, re-reading storage once it is held: a rotation done elsewhere is adopted
 *   (`refresh.ts`);
 * - write a refresh's result only if storage still holds what was sent, and delete rejected tokens
 *   only if storage still holds them: never overwrite or delete what another tab wrote since;
 * - follow other tabs' writes (`tabSync.ts`): their logout signs this tab out;
 * - end only this tab's session at logout: storage may hold a newer login this tab has not heard of.
 */
export function createSession({
  appId,
  api,
  storage,
  store,
  now,
  lock = tabLock(storage),
  retryDelayMs,
  tokenTimeoutMs = TOKEN_TIMEOUT_MS,
}: SessionOptions): Session {
  let lifetime = new AbortController();
  let refreshing: Promise<string | null> | null = null;
  const tokens = createTokenStore(storage, store);
  const tabs = createTabSync(storage, tokens, store, () => refreshUser());

  function destroy(): void {
    tokens.write(emptyTokens);
    store.set(userAtom, null);
  }

  /** Forget `ended` (rejected, or logged out) if storage still holds it, then follow what storage holds. */
  function discard(ended: SessionTokens, same = sameCredentials): void {
    tokens.clearIfStill(ended, same);
    tabs.follow();
  }

  /** A token issued for another app means this session is not ours: drop it. */
  function foreign(token: string | null): boolean {
    if (!token) return false;
    const claimed = appIdOf(token);
    return claimed !== null && claimed !== appId;
  }

  function applyAuthResponse(response: WireAuthResponse): User | null {
    switch (response.session_update_action) {
      case 'clear':
        destroy();
        return null;
      case 'ignore': {
        const patch: Partial<SessionTokens> = {};
        if (response.token) patch.token = response.token;
        if (response.privy_access_token) patch.providerToken = response.privy_access_token;
        if (response.identity_token) patch.identityToken = response.identity_token;
        tokens.write(patch);
        break;
      }
      case 'set':
        tokens.write({
          token: response.token,
          providerToken: response.privy_access_token ?? null,
          refreshToken: response.refresh_token,
          identityToken: response.identity_token ?? null,
        });
        break;
    }
    if (foreign(bearerOf(tokens.held()))) {
      destroy();
      return null;
    }
    const user = response.user ? toUser(response.user) : null;
    if (user) store.set(userAtom, user);
    return user;
  }

  const refreshContext = {
    api,
    tokens,
    now,
    retryDelayMs,
    apply: applyAuthResponse,
    discard: (ended: SessionTokens) => discard(ended),
    follow: () => tabs.follow(),
  };

  /**
   * One refresh per tab at a time, and one per profile at a time (the tab lock), within
   * `tokenTimeoutMs`: then its requests are aborted, and the next call starts a new refresh.
   */
  function refresh(): Promise<string | null> {
    const asked = tokens.held();
    refreshing ??= withDeadline('The session refresh', tokenTimeoutMs, lifetime.signal, (signal) =>
      lock.run(() => refreshHoldingLock(refreshContext, asked, signal), signal),
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function getAccessToken(): Promise<string | null> {
    const current = tokens.adopt();
    const token = bearerOf(current);
    if (token && !isExpired(token, now())) return token;
    if (!tokens.canRefresh(current)) {
      // With no refresh credentials the session is over, once the app config has said which mode this is.
      if (token && tokens.serverCookies !== null) discard(current);
      return null;
    }
    return refresh();
  }

  async function refreshUser(allowRefresh = true): Promise<User | null> {
    try {
      const { user, identity_token } = await api.call(users.me, { signal: lifetime.signal });
      if (identity_token) tokens.write({ identityToken: identity_token });
      const mapped = toUser(user);
      store.set(userAtom, mapped);
      return mapped;
    } catch (error) {
      if (!rejectsCredentials(error)) throw error;
      // The server no longer accepts the access token: one refresh, then give up the session.
      if (allowRefresh && tokens.canRefresh(tokens.adopt()) && (await refresh())) return refreshUser(false);
      discard(tokens.held());
      return store.get(userAtom);
    }
  }

  async function init(): Promise<void> {
    const stored = tokens.adopt();
    const current = bearerOf(stored);
    if (foreign(current)) return logout();
    if (!current && !tokens.canRefresh(stored)) return discard(stored);
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
    // The session this tab holds. Storage may already hold a newer login whose `storage` events
    // have not reached this tab: this logout is not for it.
    const held = tokens.held();
    const stored = tokens.stored();
    const newer = hasCredentials(stored) && !sameSession(stored, held);
    // Storage's copy of this session carries any rotation another tab made.
    const ending = newer ? held : stored;
    try {
      // A stale tab names its session by its refresh token; with none (server-cookie mode) it says
      // nothing: an empty body would end the session of the cookie, which is the newer login's.
      if (!newer || ending.refreshToken) {
        await api.call(sessionRoutes.logout, {
          body: ending.refreshToken ? { refresh_token: ending.refreshToken } : {},
          bearer: bearerOf(ending),
        });
      }
    } catch {
      // Logging out locally must not depend on the network.
    } finally {
      // Every token of this session goes, even one another tab rotated meanwhile; a newer login stays.
      discard(ending, sameSession);
    }
  }

  return {
    init,
    start() {
      if (lifetime.signal.aborted) lifetime = new AbortController();
      tabs.start();
    },
    stop() {
      tabs.stop();
      lifetime.abort();
    },
    setServerCookies(on) {
      tokens.serverCookies = on;
    },
    getAccessToken,
    bearer: () => bearerOf(tokens.adopt()),
    applyAuthResponse,
    setUser: (user) => store.set(userAtom, user),
    refreshUser: () => refreshUser(),
    logout,
  };
}
