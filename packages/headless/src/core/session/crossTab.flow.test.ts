import { createEmulator, type Emulator, loginWithEmail } from '@foyer/emulator';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { STORAGE_KEY } from '../constants.ts';
import { sharedMemoryStorage } from '../storage.ts';
import { userAtom } from '../store/atoms.ts';
import type { TabLock } from './tabLock.ts';
import { persistSession } from './tokens.ts';

// Two cores on one shared storage are two tabs of one browser profile: `storage` events included.
// Without Web Locks in Node, they coordinate through the storage lease (the fallback).

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const HOUR = 3_600_000;
const REFRESH = '/api/v1/sessions';
const LOGOUT = '/api/v1/sessions/logout';
/** No coordination at all: what is left is the session's own safety net. */
const noLock: TabLock = { run: (task) => task() };

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A logged-in user's tokens in a fresh shared storage, and a way to open tabs on it. */
async function profile(options: { lock?: TabLock } = {}) {
  const shared = sharedMemoryStorage();
  const auth = await loginWithEmail(emulator, uniqueEmail('tabs'));
  persistSession(shared.tab(), auth);
  /** `eventDelayMs`: the tab hears the others' writes that late (a busy or throttled tab). */
  async function tab(eventDelayMs = 0) {
    const test = createTestCore(emulator, {
      storage: shared.tab({ eventDelayMs }),
      testing: options.lock ? { lock: options.lock } : {},
    });
    await test.core.start();
    stops.push(() => test.core.stop());
    return { ...test, user: () => test.core.store.get(userAtom) };
  }
  const stored = (key: keyof typeof STORAGE_KEY) => shared.items.get(STORAGE_KEY[key]) ?? null;
  return { auth, tab, stored };
}

/** Lets queued `storage` events (microtasks here) and the work they start settle. */
const settle = () => new Promise((done) => setTimeout(done, 20));

describe('two tabs on one storage', () => {
  it.each([
    ['A then B', 0, 1],
    ['B then A', 1, 0],
  ])('refresh %s: the second tab adopts the rotation, nobody is logged out', async (_, first, second) => {
    const { auth, tab, stored } = await profile();
    const tabs = [await tab(), await tab()];
    emulator.clock.advance(2 * HOUR);

    const token = await tabs[first]!.core.session.getAccessToken();
    expect(token).not.toBe(auth.token);
    await expect(tabs[second]!.core.session.getAccessToken()).resolves.toBe(token);

    expect(tabs[first]!.count(REFRESH) + tabs[second]!.count(REFRESH)).toBe(1);
    expect(tabs.map((t) => t.user()?.id)).toEqual([auth.user!.id, auth.user!.id]);
    expect(stored('token')).toBe(token);
    expect(stored('refreshToken')).not.toBe(auth.refresh_token);
    // The session both hold is the live one: the server accepts it.
    await expect(tabs[second]!.core.session.refreshUser()).resolves.toMatchObject({ id: auth.user!.id });
  });

  it('simultaneous refreshes spend the refresh token once', async () => {
    const { auth, tab } = await profile();
    const [a, b] = [await tab(), await tab()];
    emulator.clock.advance(2 * HOUR);

    const tokens = await Promise.all([a.core.session.getAccessToken(), b.core.session.getAccessToken()]);
    expect(tokens[0]).toEqual(expect.any(String));
    expect(tokens[1]).toBe(tokens[0]);
    expect(a.count(REFRESH) + b.count(REFRESH)).toBe(1);
    expect([a.user()?.id, b.user()?.id]).toEqual([auth.user!.id, auth.user!.id]);
  });

  it('a tab never deletes tokens another tab wrote after its own refresh token was refused', async () => {
    const { auth, tab, stored } = await profile({ lock: noLock });
    const [a, b] = [await tab(), await tab()];
    emulator.clock.advance(2 * HOUR);
    // A's refresh is slow; B refreshes (and stores the new pair) while A's request is on its way.
    emulator.faults.add({ path: REFRESH, delayMs: 150, times: 1 });
    const slow = a.core.session.getAccessToken();
    await new Promise((done) => setTimeout(done, 20));
    const fresh = await b.core.session.getAccessToken();
    // A's refresh token was spent by B: the emulator refuses it, and A must adopt B's pair.
    await expect(slow).resolves.toBe(fresh);
    expect(stored('token')).toBe(fresh);
    expect(a.user()?.id).toBe(auth.user!.id);
  });

  it('a logout in one tab logs the other out, without a request from it', async () => {
    const { tab, stored } = await profile();
    const [a, b] = [await tab(), await tab()];
    expect(b.user()).not.toBeNull();
    const before = b.requests.length;

    await a.core.session.logout();
    await settle();
    expect(b.user()).toBeNull();
    expect(b.core.session.bearer()).toBeNull();
    await expect(b.core.session.getAccessToken()).resolves.toBeNull();
    expect(b.requests.length).toBe(before);
    expect([stored('token'), stored('refreshToken'), stored('identityToken')]).toEqual([null, null, null]);
  });

  it('a login in one tab logs the other in', async () => {
    const shared = sharedMemoryStorage();
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const test = createTestCore(emulator, { storage: shared.tab() });
        await test.core.start();
        stops.push(() => test.core.stop());
        return test;
      }),
    );
    const auth = await loginWithEmail(emulator, uniqueEmail('login'));
    a!.core.session.applyAuthResponse(auth);
    await expect.poll(() => b!.core.store.get(userAtom)?.id).toBe(auth.user!.id);
  });

  it('a logout keeps a newer login another tab stored while the logout was on its way', async () => {
    const { tab, stored } = await profile();
    const [a, b] = [await tab(), await tab()];
    emulator.faults.add({ path: LOGOUT, delayMs: 150, times: 1 });
    const loggingOut = a.core.session.logout();
    const other = await loginWithEmail(emulator, uniqueEmail('newer'));
    b.core.session.applyAuthResponse(other);
    await loggingOut;
    expect(stored('token')).toBe(other.token);
    expect(stored('refreshToken')).toBe(other.refresh_token);
    await settle();
    expect(b.core.store.get(userAtom)?.id).toBe(other.user!.id);
    await expect.poll(() => a.user()?.id).toBe(other.user!.id);
  });

  it('a tab that has not yet heard of a newer login logs out only its own session', async () => {
    const { auth, tab, stored } = await profile();
    const a = await tab();
    const b = await tab(500);
    // A logs out and logs in as someone else; B, 500 ms behind, still shows the first user.
    await a.core.session.logout();
    const newer = await loginWithEmail(emulator, uniqueEmail('newer'));
    a.core.session.applyAuthResponse(newer);
    expect(b.user()?.id).toBe(auth.user!.id);

    await b.core.session.logout();
    expect([stored('token'), stored('refreshToken')]).toEqual([newer.token, newer.refresh_token]);
    // The server did not revoke the newer login: A's session still works.
    await expect(a.core.session.refreshUser()).resolves.toMatchObject({ id: newer.user!.id });
    expect(a.user()?.id).toBe(newer.user!.id);
    // B follows what storage holds.
    await expect.poll(() => b.user()?.id).toBe(newer.user!.id);
  });

  it('a refresh reply that comes back after another tab logged in anew does not overwrite that login', async () => {
    const { tab, stored } = await profile({ lock: noLock });
    const [a, b] = [await tab(), await tab()];
    emulator.clock.advance(2 * HOUR);
    // The server rotates A's refresh token at once; the rest of its reply comes 200 ms later.
    emulator.faults.add({ path: REFRESH, stallBody: 200, times: 1 });
    const slow = a.core.session.getAccessToken();
    await new Promise((done) => setTimeout(done, 50));
    await b.core.session.logout();
    const newer = await loginWithEmail(emulator, uniqueEmail('newer'));
    b.core.session.applyAuthResponse(newer);

    await expect(slow).resolves.toBe(newer.token);
    expect([stored('token'), stored('refreshToken')]).toEqual([newer.token, newer.refresh_token]);
    await expect.poll(() => a.user()?.id).toBe(newer.user!.id);
  });

  it('a logout ends the tokens another tab rotated while it was on its way', async () => {
    const { tab, stored } = await profile({ lock: noLock });
    const [a, b] = [await tab(), await tab()];
    emulator.clock.advance(2 * HOUR);
    emulator.faults.add({ path: LOGOUT, delayMs: 150, times: 1 });
    const loggingOut = a.core.session.logout();
    await new Promise((done) => setTimeout(done, 20));
    const rotated = await b.core.session.getAccessToken();
    expect(stored('token')).toBe(rotated);

    await loggingOut;
    expect([stored('token'), stored('refreshToken'), stored('identityToken')]).toEqual([null, null, null]);
    await expect.poll(() => b.user()).toBeNull();
  });

  it('without any lock, two tabs spending one refresh token both end with the new pair', async () => {
    // The second use of the just-spent token falls in the emulator's reuse grace period: it gets the
    // same new pair, so the losing tab need not tell a lost race from a revoked session.
    const { auth, tab, stored } = await profile({ lock: noLock });
    const [a, b] = [await tab(), await tab()];
    emulator.clock.advance(2 * HOUR);

    const tokens = await Promise.all([a.core.session.getAccessToken(), b.core.session.getAccessToken()]);
    expect(a.count(REFRESH) + b.count(REFRESH)).toBe(2);
    expect(tokens[0]).toEqual(expect.any(String));
    expect(tokens[1]).toBe(tokens[0]);
    expect(stored('token')).toBe(tokens[0]);
    expect(stored('refreshToken')).toEqual(expect.any(String));
    expect([a.user()?.id, b.user()?.id]).toEqual([auth.user!.id, auth.user!.id]);
    await expect(a.core.session.refreshUser()).resolves.toMatchObject({ id: auth.user!.id });
  });

  it('stops following other tabs once stopped', async () => {
    const { tab } = await profile();
    const [a, b] = [await tab(), await tab()];
    b.core.stop();
    await a.core.session.logout();
    await settle();
    expect(b.user()).not.toBeNull();
  });
});
