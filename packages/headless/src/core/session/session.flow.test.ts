import { createEmulator, type Emulator, REFRESH_REUSE_GRACE_MS } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, DEMO_APP_ID, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { createEmailLoginFlow } from '../../flows/email/emailLogin.flow.ts';
import { STORAGE_KEY } from '../constants.ts';
import { ErrorCode } from '../errors/codes.ts';
import { memoryStorage } from '../storage.ts';
import { readyAtom, userAtom } from '../store/atoms.ts';

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
    emulator.clock.advance(HOUR - 31_000);
    await core.session.getAccessToken();
    expect(count('/api/v1/sessions')).toBe(0);
    emulator.clock.advance(2_000);
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
    emulator.faults.add({ path: '/api/v1/sessions', status: 400, body: { error: 'bad', code: 'invalid_data' }, times: 1 });
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
    expect([STORAGE_KEY.token, STORAGE_KEY.refreshToken, STORAGE_KEY.identityToken].map((k) => storage.getItem(k))).toEqual([null, null, null]);
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
    core.session.applyAuthResponse({ user, token: 'a.b.c', refresh_token: 'r2', identity_token: 'i2', session_update_action: 'ignore' });
    expect([storage.getItem(STORAGE_KEY.token), storage.getItem(STORAGE_KEY.identityToken)]).toEqual(['a.b.c', 'i2']);
    expect(storage.getItem(STORAGE_KEY.refreshToken)).not.toBe('r2');
    core.session.applyAuthResponse({ user, token: 'x.y.z', refresh_token: 'r3', session_update_action: 'set' });
    expect([storage.getItem(STORAGE_KEY.token), storage.getItem(STORAGE_KEY.refreshToken), storage.getItem(STORAGE_KEY.identityToken)]).toEqual(['x.y.z', 'r3', null]);
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
