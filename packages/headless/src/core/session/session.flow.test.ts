import { createEmulator, type Emulator, loginWithEmail, REFRESH_REUSE_GRACE_MS } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, DEMO_APP_ID, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { createEmailLoginFlow } from '../../flows/email/emailLogin.flow.ts';
import { STORAGE_KEY } from '../constants.ts';
import { createFoyerCore } from '../createFoyerCore.ts';
import { ErrorCode } from '../errors/codes.ts';
import { memoryStorage, sharedMemoryStorage } from '../storage.ts';
import { readyAtom, userAtom } from '../store/atoms.ts';
import { persistSession } from './tokens.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const HOUR = 3_600_000;

/** Log a fresh address in through the real e-mail flow; returns the core and its storage. */
async function loggedIn(storage = memoryStorage(), appId = DEMO_APP_ID) {
  const test = createTestCore(emulator, { storage, appId });
  await test.core.start();
  const email = uniqueEmail();
  const flow = createEmailLoginFlow(test.core, { intent: 'login' });
  await flow.commands.sendCode({ email });
  const [message] = emulator.outbox(email);
  await flow.commands.loginWithCode({ code: message!.code });
  return { ...test, email };
}

describe('session against the emulator', () => {
  it('stores the tokens of a login and hands out the access token', async () => {
    const { core, storage } = await loggedIn();
    const token = await core.session.getAccessToken();
    expect(token).toBe(storage.getItem(STORAGE_KEY.token));
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBeTruthy();
    expect(storage.getItem(STORAGE_KEY.identityToken)).toBeTruthy();
  });

  it('survives a reload: a new core on the same storage restores the user', async () => {
    const { storage, email } = await loggedIn();
    const { core } = createTestCore(emulator, { storage });
    expect(core.store.get(readyAtom)).toBe(false);
    await core.start();
    expect(core.store.get(readyAtom)).toBe(true);
    expect(core.store.get(userAtom)?.email?.address).toBe(email);
  });

  it('refreshes an expired token once for many concurrent callers', async () => {
    const { core, count } = await loggedIn();
    const before = await core.session.getAccessToken();
    emulator.clock.advance(HOUR);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => core.session.getAccessToken()));
    expect(count('/api/v1/sessions')).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(before);
    await expect(core.session.refreshUser()).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('counts a token as expired 30 s before its expiry', async () => {
    const { core, count } = await loggedIn();
    // 40 s before expiry is not yet expired, 20 s before it is: 10 s of slack either side for the
    // real time the login itself took on a loaded machine.
    emulator.clock.advance(HOUR - 40_000);
    await core.session.getAccessToken();
    expect(count('/api/v1/sessions')).toBe(0);
    emulator.clock.advance(20_000);
    await core.session.getAccessToken();
    expect(count('/api/v1/sessions')).toBe(1);
  });

  it('refreshes on reload when the stored token has expired', async () => {
    const { storage, email } = await loggedIn();
    emulator.clock.advance(2 * HOUR);
    const { core, count } = createTestCore(emulator, { storage });
    await core.start();
    expect(count('/api/v1/sessions')).toBe(1);
    expect(core.store.get(userAtom)?.email?.address).toBe(email);
  });

  it('clears the session when the refresh token is rejected', async () => {
    const { core, storage } = await loggedIn();
    storage.setItem(STORAGE_KEY.refreshToken, 'not-a-refresh-token');
    await core.session.init();
    emulator.clock.advance(2 * HOUR);
    await expect(core.session.getAccessToken()).resolves.toBeNull();
    expect(core.store.get(userAtom)).toBeNull();
    expect(storage.getItem(STORAGE_KEY.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBeNull();
  });

  it('rejects a refresh token once it has been rotated', async () => {
    const { storage } = await loggedIn();
    const oldRefresh = storage.getItem(STORAGE_KEY.refreshToken)!;
    emulator.clock.advance(2 * HOUR);
    const first = createTestCore(emulator, { storage });
    await first.core.start();
    expect(storage.getItem(STORAGE_KEY.refreshToken)).not.toBe(oldRefresh);
    emulator.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = createTestCore(emulator, { storage: memoryStorage({ [STORAGE_KEY.refreshToken]: oldRefresh }) });
    await replay.core.start();
    expect(replay.core.store.get(userAtom)).toBeNull();
    expect(replay.storage.getItem(STORAGE_KEY.refreshToken)).toBeNull();
  });

  it('keeps the session when a refresh fails for another reason', async () => {
    const { core, storage } = await loggedIn();
    emulator.clock.advance(2 * HOUR);
    emulator.faults.add({
      path: '/api/v1/sessions',
      status: 400,
      body: { error: 'bad', code: 'invalid_data' },
      times: 1,
    });
    await expect(core.session.getAccessToken()).rejects.toMatchObject({ code: ErrorCode.INVALID_DATA });
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBeTruthy();
    await expect(core.session.getAccessToken()).resolves.toEqual(expect.any(String));
  });

  it('destroys an expired session that has no refresh credentials', async () => {
    const { core, storage } = await loggedIn();
    storage.removeItem(STORAGE_KEY.refreshToken);
    await core.session.init();
    emulator.clock.advance(2 * HOUR);
    await expect(core.session.getAccessToken()).resolves.toBeNull();
    expect(storage.getItem(STORAGE_KEY.token)).toBeNull();
  });

  it('logs out when the stored token belongs to another app', async () => {
    const other = 'other-app-id-000000000001';
    emulator.seed({ apps: [{ id: other, email_auth: true }] });
    const foreign = await loggedIn(memoryStorage(), other);
    const storage = memoryStorage({ [STORAGE_KEY.token]: foreign.storage.getItem(STORAGE_KEY.token)! });
    const mine = createTestCore(emulator, { storage });
    await mine.core.start();
    expect(mine.count('/api/v1/sessions/logout')).toBe(1);
    expect(storage.getItem(STORAGE_KEY.token)).toBeNull();
    expect(mine.core.store.get(userAtom)).toBeNull();
  });

  it('posts logout, then clears local state even when the call fails', async () => {
    const { core, storage, count } = await loggedIn();
    emulator.faults.add({ path: '/api/v1/sessions/logout', drop: true });
    await core.session.logout();
    expect(count('/api/v1/sessions/logout')).toBe(1);
    expect(core.store.get(userAtom)).toBeNull();
    expect(
      [STORAGE_KEY.token, STORAGE_KEY.refreshToken, STORAGE_KEY.identityToken].map((k) => storage.getItem(k)),
    ).toEqual([null, null, null]);
  });

  it('revokes the session on the server at logout', async () => {
    const { core, storage } = await loggedIn();
    const refreshToken = storage.getItem(STORAGE_KEY.refreshToken)!;
    await core.session.logout();
    const replay = createTestCore(emulator, { storage: memoryStorage({ [STORAGE_KEY.refreshToken]: refreshToken }) });
    await replay.core.start();
    expect(replay.core.store.get(userAtom)).toBeNull();
  });

  it('applies session_update_action set, ignore and clear', async () => {
    const { core, storage } = await loggedIn();
    const user = emulator.seed({ users: [{ email: uniqueEmail() }] }).users[0]!;
    core.session.applyAuthResponse({
      user,
      token: 'a.b.c',
      refresh_token: 'r2',
      identity_token: 'i2',
      session_update_action: 'ignore',
    });
    expect([storage.getItem(STORAGE_KEY.token), storage.getItem(STORAGE_KEY.identityToken)]).toEqual(['a.b.c', 'i2']);
    expect(storage.getItem(STORAGE_KEY.refreshToken)).not.toBe('r2');
    core.session.applyAuthResponse({ user, token: 'x.y.z', refresh_token: 'r3', session_update_action: 'set' });
    expect([
      storage.getItem(STORAGE_KEY.token),
      storage.getItem(STORAGE_KEY.refreshToken),
      storage.getItem(STORAGE_KEY.identityToken),
    ]).toEqual(['x.y.z', 'r3', null]);
    core.session.applyAuthResponse({ user: null, token: null, refresh_token: null, session_update_action: 'clear' });
    expect(storage.getItem(STORAGE_KEY.token)).toBeNull();
    expect(core.store.get(userAtom)).toBeNull();
  });

  it('is ready with no user when nothing is stored, without calling the server for a session', async () => {
    const { core, count } = createTestCore(emulator);
    await core.start();
    expect(core.store.get(readyAtom)).toBe(true);
    expect(core.store.get(userAtom)).toBeNull();
    expect(count('/api/v1/sessions') + count('/api/v1/users/me')).toBe(0);
    expect(DEMO_APP_ID).toHaveLength(25);
  });
});

const REFRESH = '/api/v1/sessions';
const refreshBodies = (requests: { path: string; body: unknown }[]) =>
  requests.filter((r) => r.path === REFRESH).map((r) => r.body as { refresh_token?: string });

/** A fetch that lets `pass` requests through, and hands the others to `fault` (what the test simulates). */
function faultyFetch(
  fault: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  pass = (url: URL) => url.pathname !== REFRESH,
) {
  const state = { on: true };
  const fetchImpl: typeof fetch = (input, init) =>
    state.on && !pass(new URL(String(input))) ? fault(input, init) : fetch(input, init);
  return { fetch: fetchImpl, state };
}

/** A logged-in session in `storage`, started in a core with short deadlines whose fetch is `fetchImpl`, if given. */
async function startedWith(fetchImpl?: typeof fetch, storage = memoryStorage()) {
  const auth = await loginWithEmail(emulator, uniqueEmail('faults'));
  persistSession(storage, auth);
  const test = createTestCore(emulator, { storage, testing: { fetch: fetchImpl, timeoutMs: 200, retryDelayMs: 1 } });
  await test.core.start();
  return { ...test, auth };
}

describe('session under faults', () => {
  it('a refresh whose body stalls times out and does not hold later token requests', async () => {
    const { core, storage, auth } = await startedWith();
    emulator.clock.advance(2 * HOUR);
    // Every refresh reply sends its status, headers and half its body, then nothing (the handler runs).
    emulator.faults.add({ path: REFRESH, stallBody: true });

    const waiting = [core.session.getAccessToken(), core.session.getAccessToken()];
    for (const pending of waiting)
      await expect(pending).rejects.toMatchObject({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT });
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBe(auth.refresh_token);

    emulator.faults.clear();
    await expect(core.session.getAccessToken()).resolves.toEqual(expect.any(String));
    expect(core.store.get(userAtom)?.id).toBe(auth.user!.id);
  }, 10_000);

  it.each([
    ['an HTML page', { rawBody: '<html><body>401 Authorization Required</body></html>', contentType: 'text/html' }],
    ['no body at all', { rawBody: '' }],
    ['an error body without a code', {}],
  ])('a 401 on refresh with %s (a proxy, not the provider) does not log out', async (_, fault) => {
    const { core, storage } = await loggedIn();
    const refreshToken = storage.getItem(STORAGE_KEY.refreshToken);
    emulator.clock.advance(2 * HOUR);
    emulator.faults.add({ path: REFRESH, status: 401, times: 1, ...fault });

    await expect(core.session.getAccessToken()).rejects.toMatchObject({ kind: 'api', status: 401 });
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBe(refreshToken);
    expect(core.store.get(userAtom)).not.toBeNull();
    await expect(core.session.getAccessToken()).resolves.toEqual(expect.any(String));
  });

  it('re-sends a refresh whose reply was lost with the same refresh token', async () => {
    // The request reaches the emulator (which rotates the token); the reply never comes back.
    const lost = faultyFetch(async (input, init) => {
      lost.state.on = false;
      await fetch(input, init);
      throw new TypeError('fetch failed: connection reset');
    });
    const { core, requests, auth } = await startedWith(lost.fetch);
    emulator.clock.advance(2 * HOUR);
    await core.session.getAccessToken().catch(() => null);
    const sent = refreshBodies(requests);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.map((body) => body.refresh_token)).toEqual(sent.map(() => auth.refresh_token));
  });

  it('stays logged in when a refresh reply was lost after the server rotated the token', async () => {
    const lost = faultyFetch(async (input, init) => {
      lost.state.on = false;
      await fetch(input, init);
      throw new TypeError('fetch failed: connection reset');
    });
    const { core, storage, auth } = await startedWith(lost.fetch);
    emulator.clock.advance(2 * HOUR);
    const token = await core.session.getAccessToken();
    expect(token).toEqual(expect.any(String));
    expect(storage.getItem(STORAGE_KEY.refreshToken)).not.toBe(auth.refresh_token);
    await expect(core.session.refreshUser()).resolves.toMatchObject({ id: auth.user!.id });
  });

  it('stays logged in when a 502 came back after the server rotated the token', async () => {
    const gateway = faultyFetch(async (input, init) => {
      gateway.state.on = false;
      await fetch(input, init);
      return new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    });
    const { core, requests, auth } = await startedWith(gateway.fetch);
    emulator.clock.advance(2 * HOUR);
    await expect(core.session.getAccessToken()).resolves.toEqual(expect.any(String));
    expect(refreshBodies(requests).map((body) => body.refresh_token)).toEqual([auth.refresh_token, auth.refresh_token]);
    await expect(core.session.refreshUser()).resolves.toMatchObject({ id: auth.user!.id });
  });

  it('after a lost reply, takes the new pair another tab stored instead of re-sending', async () => {
    const shared = sharedMemoryStorage();
    // A tab that slipped past the lock (the storage lease has no compare-and-set) refreshes and
    // stores while this tab's refresh, which never reached the server, waits for its reply.
    const other = createTestCore(emulator, { storage: shared.tab(), testing: { lock: { run: (task) => task() } } });
    const lost = faultyFetch(async () => {
      lost.state.on = false;
      await other.core.session.getAccessToken();
      throw new TypeError('fetch failed: connection reset');
    });
    const { core, requests, auth } = await startedWith(lost.fetch, shared.tab());
    await other.core.start();
    emulator.clock.advance(2 * HOUR);

    const token = await core.session.getAccessToken();
    expect(token).toBe(shared.items.get(STORAGE_KEY.token));
    expect(token).not.toBe(auth.token);
    expect(refreshBodies(requests)).toHaveLength(1);
    expect(core.store.get(userAtom)?.id).toBe(auth.user!.id);
    other.core.stop();
    core.stop();
  });
});

/** A fetch that keeps the signal of every refresh it is handed; `refresh` answers them (default: the emulator). */
function watchedRefreshes(refresh: typeof fetch = (input, init) => fetch(input, init)) {
  const signals: AbortSignal[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (new URL(String(input)).pathname !== REFRESH) return fetch(input, init);
    if (init?.signal) signals.push(init.signal);
    return refresh(input, init);
  };
  return { fetch: fetchImpl, signals };
}

describe('the deadline of a token request', () => {
  it('a stalled refresh body with the default per-request timeout and retries: rejected at tokenTimeoutMs, session kept', async () => {
    const watched = watchedRefreshes();
    const storage = memoryStorage();
    const auth = await loginWithEmail(emulator, uniqueEmail('deadline'));
    persistSession(storage, auth);
    const { core } = createTestCore(emulator, { storage, tokenTimeoutMs: 400, testing: { fetch: watched.fetch } });
    await core.start();
    emulator.clock.advance(2 * HOUR);
    emulator.faults.add({ path: REFRESH, stallBody: true });

    const started = Date.now();
    const calls = [core.session.getAccessToken(), core.session.getAccessToken()];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The request in flight was aborted, not left to run on.
    expect(watched.signals).toHaveLength(1);
    expect(watched.signals[0]!.aborted).toBe(true);
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBe(auth.refresh_token);
    expect(core.store.get(userAtom)?.id).toBe(auth.user!.id);

    // The next call starts a new refresh (the server replays the pair it rotated to).
    emulator.faults.clear();
    await expect(core.session.getAccessToken()).resolves.toEqual(expect.any(String));
    expect(watched.signals).toHaveLength(2);
    await expect(core.session.refreshUser()).resolves.toMatchObject({ id: auth.user!.id });
    core.stop();
  }, 10_000);

  it('is 30 s by default, re-sends of a lost reply included', async () => {
    // No refresh ever answers (nor heeds its signal): attempts time out at 20 s and are re-sent.
    const watched = watchedRefreshes(() => new Promise<Response>(() => undefined));
    const auth = await loginWithEmail(emulator, uniqueEmail('deadline'));
    const storage = memoryStorage();
    persistSession(storage, auth);
    // No tab lock: the storage lease loads its module on first use, which fake timers would not wait for.
    const lock = { run: <T>(task: () => Promise<T>) => task() };
    const { core } = createTestCore(emulator, { storage, testing: { fetch: watched.fetch, lock } });
    await core.start();
    emulator.clock.advance(2 * HOUR);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const settled = vi.fn();
      core.session.getAccessToken().then(settled, settled);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      expect(watched.signals).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT }));
      expect(watched.signals.every((signal) => signal.aborted)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(storage.getItem(STORAGE_KEY.refreshToken)).toBe(auth.refresh_token);
    core.stop();
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])('refuses tokenTimeoutMs %s', (tokenTimeoutMs) => {
    expect(() => createFoyerCore({ appId: DEMO_APP_ID, storage: memoryStorage(), tokenTimeoutMs })).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_CONFIG }),
    );
  });
});
