import type { ApiClient } from '../api/client.ts';
import { retryDelay, sleep } from '../api/retry.ts';
import * as sessionRoutes from '../api/routes/session.ts';
import * as users from '../api/routes/users.ts';
import type { WireAuthResponse } from '../api/wire.ts';
import { TOKEN_TIMEOUT_MS } from '../constants.ts';
import type { FoyerStorage } from '../storage.ts';
import { emptyTokens, type FoyerStore, type SessionTokens, tokensAtom, userAtom } from '../store/atoms.ts';
import { toUser, type User } from '../user.ts';
import { withDeadline } from './deadline.ts';
import { appIdOf, isExpired, subjectOf } from './jwt.ts';
import { type TabLock, tabLock } from './tabLock.ts';
import {
  bearerOf,
  hasCredentials,
  rejectsCredentials,
  replyMayBeLost,
  sameCredentials,
  sameSession,
  sameTokens,
  sessionKeys,
  storageKeys,
  writeStorage,
} from './tokens.ts';

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

/** Re-sends of a refresh whose reply was lost (timeout, dropped connection), with the same token. */
const LOST_REPLY_RETRIES = 3;

/**
 * The session of one tab. Storage is the truth shared by the tabs of a profile; the atom is this
 * tab's copy for the UI. The rules that make two tabs safe:
 * - read storage before using the tokens (another tab may have refreshed), and refresh under a
 *   cross-tab lock, re-reading storage once it is held: a rotation done elsewhere is adopted;
 * - write a refresh's result only if storage still holds what was sent, and delete rejected tokens
 *   only if storage still holds them: never overwrite or delete what another tab wrote since;
 * - follow other tabs' writes (`storage` events): their logout signs this tab out;
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
  let serverCookies: boolean | null = null;
  let lifetime = new AbortController();
  let unsubscribe: (() => void) | null = null;
  let refreshing: Promise<string | null> | null = null;
  let loadingUser: Promise<unknown> | null = null;

  const tokens = () => store.get(tokensAtom);

  function readStored(): SessionTokens {
    const read = (name: keyof SessionTokens) => storage.getItem(storageKeys[name]);
    return {
      token: read('token'),
      providerToken: read('providerToken'),
      refreshToken: read('refreshToken'),
      identityToken: read('identityToken'),
    };
  }

  /** Take what storage holds now (another tab may have refreshed, logged in or out). */
  function adopt(): SessionTokens {
    const stored = readStored();
    if (!sameTokens(stored, tokens())) store.set(tokensAtom, stored);
    return stored;
  }

  /** Writes `patch` over what storage holds. In server-cookie mode no refresh token is ever kept. */
  function write(patch: Partial<SessionTokens>): void {
    const next = { ...readStored(), ...patch };
    if (serverCookies) next.refreshToken = null;
    writeStorage(storage, next);
    store.set(tokensAtom, next);
  }

  function destroy(): void {
    write(emptyTokens);
    store.set(userAtom, null);
  }

  /** Something to refresh with: a refresh token, or (server-cookie mode) a session the cookie may carry. */
  const canRefresh = (t: SessionTokens) => t.refreshToken !== null || (serverCookies === true && bearerOf(t) !== null);

  /** Align the user with the adopted tokens: none → signed out; another user's → load them. */
  function followStored(): void {
    const current = adopt();
    if (!hasCredentials(current)) {
      store.set(userAtom, null);
      return;
    }
    const user = store.get(userAtom);
    const subject = subjectOf(bearerOf(current));
    if (subject === null || subject === user?.id || loadingUser) return;
    // One load at a time: another tab's writes often come in bursts (refresh, then user).
    loadingUser = refreshUser()
      .catch(() => null)
      .finally(() => {
        loadingUser = null;
      });
  }

  /**
   * Forget `ended` (rejected, or logged out) without touching tokens another tab has written since:
   * storage is cleared only if it still holds `ended`; this tab then follows whatever storage holds.
   */
  function discard(ended: SessionTokens, same = sameCredentials): void {
    if (same(readStored(), ended)) write(emptyTokens);
    followStored();
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
        write(patch);
        break;
      }
      case 'set':
        write({
          token: response.token,
          providerToken: response.privy_access_token ?? null,
          refreshToken: response.refresh_token,
          identityToken: response.identity_token ?? null,
        });
        break;
    }
    if (foreign(bearerOf(tokens()))) {
      destroy();
      return null;
    }
    const user = response.user ? toUser(response.user) : null;
    if (user) store.set(userAtom, user);
    return user;
  }

  /**
   * One refresh per tab at a time, and one per profile at a time (the tab lock), within
   * `tokenTimeoutMs`: then its requests are aborted, and the next call starts a new refresh.
   */
  function refresh(): Promise<string | null> {
    const asked = tokens();
    refreshing ??= withDeadline('The session refresh', tokenTimeoutMs, lifetime.signal, (signal) =>
      lock.run(() => refreshHoldingLock(asked, signal), signal),
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** `asked`: the tokens this tab held when it decided to refresh; `signal` ends the refresh. */
  async function refreshHoldingLock(asked: SessionTokens, signal: AbortSignal): Promise<string | null> {
    let sent = asked;
    for (let attempt = 0; attempt <= LOST_REPLY_RETRIES; attempt++) {
      const current = adopt();
      if (!sameCredentials(current, sent)) {
        // Another tab refreshed, logged in or logged out meanwhile: its tokens win.
        const fresh = bearerOf(current);
        if (fresh && !isExpired(fresh, now())) return fresh;
        if (!hasCredentials(current)) {
          followStored();
          return null;
        }
        sent = current;
      }
      if (!canRefresh(sent)) {
        discard(sent);
        return null;
      }
      let response: WireAuthResponse;
      try {
        response = await api.call(sessionRoutes.refresh, {
          body: sent.refreshToken ? { refresh_token: sent.refreshToken } : {},
          bearer: bearerOf(sent),
          signal,
        });
      } catch (error) {
        // Storage changed during the call: another tab may hold the new pair; look again.
        if (!sameCredentials(readStored(), sent)) continue;
        if (rejectsCredentials(error)) {
          discard(sent);
          return null;
        }
        // The server may have rotated the token and the reply been lost: send the same token again;
        // within its grace period the server answers with the same new pair.
        if (!replyMayBeLost(error) || attempt === LOST_REPLY_RETRIES) throw error;
        await sleep(retryDelay(attempt + 1, retryDelayMs), signal);
        continue;
      }
      // Compare and set: if another tab wrote tokens while the reply travelled (a logout, a newer
      // login), this result is stale and theirs stand.
      if (!sameCredentials(readStored(), sent)) continue;
      applyAuthResponse(response);
      return bearerOf(tokens());
    }
    // Other tabs kept changing the tokens under this one: take what they left.
    const left = bearerOf(adopt());
    return left && !isExpired(left, now()) ? left : null;
  }

  async function getAccessToken(): Promise<string | null> {
    const current = adopt();
    const token = bearerOf(current);
    if (token && !isExpired(token, now())) return token;
    if (!canRefresh(current)) {
      // With no refresh credentials the session is over, once the app config has said which mode this is.
      if (token && serverCookies !== null) discard(current);
      return null;
    }
    return refresh();
  }

  async function refreshUser(allowRefresh = true): Promise<User | null> {
    try {
      const { user, identity_token } = await api.call(users.me, { signal: lifetime.signal });
      if (identity_token) write({ identityToken: identity_token });
      const mapped = toUser(user);
      store.set(userAtom, mapped);
      return mapped;
    } catch (error) {
      if (!rejectsCredentials(error)) throw error;
      // The server no longer accepts the access token: one refresh, then give up the session.
      if (allowRefresh && canRefresh(adopt()) && (await refresh())) return refreshUser(false);
      discard(tokens());
      return store.get(userAtom);
    }
  }

  async function init(): Promise<void> {
    const stored = adopt();
    const current = bearerOf(stored);
    if (foreign(current)) return logout();
    if (!current && !canRefresh(stored)) return discard(stored);
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
    const held = tokens();
    const stored = readStored();
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
      unsubscribe ??=
        storage.subscribe?.((key) => {
          if (key === null || sessionKeys.has(key)) followStored();
        }) ?? null;
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      lifetime.abort();
    },
    setServerCookies(on) {
      serverCookies = on;
    },
    getAccessToken,
    bearer: () => bearerOf(adopt()),
    applyAuthResponse,
    setUser: (user) => store.set(userAtom, user),
    refreshUser: () => refreshUser(),
    logout,
  };
}
