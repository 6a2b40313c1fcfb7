import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { createEmailLoginFlow } from '../../flows/email/emailLogin.flow.ts';
import { STORAGE_KEY } from '../constants.ts';
import { sharedMemoryStorage } from '../storage.ts';
import { appConfigAtom, tokensAtom, userAtom } from '../store/atoms.ts';

// Server-cookie mode (reference §4): the app config's `custom_api_url` switches it on.

const COOKIE_APP = 'foyer-cookie-app-00000001';
const HOUR = 3_600_000;
const REFRESH = '/api/v1/sessions';
const LOGOUT = '/api/v1/sessions/logout';

let emulator: Emulator;
/** The emulator under another name, so calls to `custom_api_url` are told apart from calls to `apiUrl`. */
let customApiUrl: string;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  customApiUrl = `http://localhost:${emulator.port}`;
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: COOKIE_APP, email_auth: true, custom_api_url: customApiUrl }] });
});
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/**
 * Stands in for the server's side of cookie mode until the emulator has it (issue 6 §4, emulator
 * side): the refresh token a reply carries goes into a jar the client cannot see (the HttpOnly
 * cookie) and out of the reply; refresh and logout requests sent with credentials get it back.
 * TODO(emulator cookie mode): replace by a plain cookie jar (Set-Cookie in, Cookie out), since
 * Node's fetch keeps no cookies, and assert the emulator's `refresh_token: null` itself.
 */
function serverCookies() {
  let cookie: string | null = null;
  const fetchImpl: typeof fetch = async (input, init) => {
    const { pathname } = new URL(String(input));
    let body = init?.body;
    if ((pathname === REFRESH || pathname === LOGOUT) && init?.credentials === 'include' && cookie) {
      body = JSON.stringify({ refresh_token: cookie, ...(JSON.parse(String(body ?? '{}')) as object) });
    }
    const response = await fetch(input, { ...init, body: body ?? null });
    if (pathname === LOGOUT) cookie = null;
    const text = await response.text();
    const json = (text.startsWith('{') ? JSON.parse(text) : null) as { refresh_token?: string | null } | null;
    if (json && typeof json.refresh_token === 'string') {
      cookie = json.refresh_token;
      json.refresh_token = null;
    }
    return new Response(json ? JSON.stringify(json) : text, { status: response.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchImpl, cookie: () => cookie };
}

async function tab(jar: ReturnType<typeof serverCookies>, shared = sharedMemoryStorage()) {
  const test = createTestCore(emulator, { appId: COOKIE_APP, storage: shared.tab(), testing: { fetch: jar.fetch } });
  await test.core.start();
  stops.push(() => test.core.stop());
  return { ...test, shared };
}

async function loggedIn() {
  const jar = serverCookies();
  const test = await tab(jar);
  const email = uniqueEmail('cookie');
  const flow = createEmailLoginFlow(test.core, { intent: 'login' });
  await flow.commands.sendCode({ email });
  await flow.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
  return { ...test, jar, email };
}

describe('server-cookie mode', () => {
  it('is on when the app config names custom_api_url, and every call but the config goes there', async () => {
    const { core, requests } = await loggedIn();
    expect(core.store.get(appConfigAtom)?.serverCookies).toEqual({ enabled: true, apiUrl: customApiUrl });
    const [config, ...rest] = requests;
    expect(config).toMatchObject({ origin: emulator.url, path: `/api/v1/apps/${COOKIE_APP}` });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.filter((r) => r.origin !== customApiUrl)).toEqual([]);
  });

  it('keeps no refresh token where page scripts could read it', async () => {
    const { core, shared, jar } = await loggedIn();
    expect(jar.cookie()).toEqual(expect.any(String));
    expect(core.store.get(userAtom)).not.toBeNull();
    expect(shared.items.get(STORAGE_KEY.refreshToken)).toBeUndefined();
    expect([...shared.items.values()]).not.toContain(jar.cookie());
    expect(core.store.get(tokensAtom).refreshToken).toBeNull();
  });

  it('drops a refresh token a reply still carries in the body', async () => {
    const { core, shared } = await loggedIn();
    core.session.applyAuthResponse({ user: null, token: core.session.bearer(), refresh_token: 'visible', session_update_action: 'set' });
    expect(shared.items.get(STORAGE_KEY.refreshToken)).toBeUndefined();
    expect(core.store.get(tokensAtom).refreshToken).toBeNull();
  });

  it('refreshes with an empty body, the cookie going with credentials', async () => {
    const { core, requests, jar } = await loggedIn();
    const [before, cookie] = [core.session.bearer(), jar.cookie()];
    emulator.clock.advance(2 * HOUR);
    const token = await core.session.getAccessToken();
    expect(token).toEqual(expect.any(String));
    expect(token).not.toBe(before);
    expect(requests.filter((r) => r.path === REFRESH)).toEqual([expect.objectContaining({ body: {}, credentials: 'include' })]);
    expect(jar.cookie()).not.toBe(cookie);
  });

  it('restores a session at start with no refresh token stored: one refresh', async () => {
    const { shared, jar, email } = await loggedIn();
    emulator.clock.advance(2 * HOUR);
    const reload = await tab(jar, shared);
    expect(reload.core.store.get(userAtom)?.email?.address).toBe(email);
    expect(reload.requests.filter((r) => r.path === REFRESH).map((r) => r.body)).toEqual([{}]);
  });

  it('makes no refresh call at start when nothing says a session exists', async () => {
    const { requests } = await tab(serverCookies());
    expect(requests.filter((r) => r.path === REFRESH)).toEqual([]);
  });

  it('logs out with an empty body; the server clears the cookie', async () => {
    const { core, requests, jar, shared } = await loggedIn();
    await core.session.logout();
    expect(requests.filter((r) => r.path === LOGOUT).map((r) => r.body)).toEqual([{}]);
    expect(jar.cookie()).toBeNull();
    expect(core.store.get(userAtom)).toBeNull();
    expect([...shared.items.keys()].filter((key) => key !== STORAGE_KEY.analyticsId && key !== `${STORAGE_KEY.recentLoginMethod}:${COOKIE_APP}`)).toEqual([]);
  });

  it('keeps the stored session when the app config cannot be loaded, and settles it once it can', async () => {
    const { shared, jar, email } = await loggedIn();
    emulator.clock.advance(2 * HOUR);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    emulator.faults.add({ path: '/api/v1/apps/:app_id', status: 400, body: { error: 'nope' }, times: 1 });
    const reload = await tab(jar, shared);
    vi.restoreAllMocks();
    // Without the config the kit cannot know the refresh token is in a cookie: it must not drop the session.
    expect(shared.items.get(STORAGE_KEY.token)).toEqual(expect.any(String));
    expect(reload.core.store.get(userAtom)).toBeNull();
    await reload.core.reloadConfig();
    expect(reload.core.store.get(userAtom)?.email?.address).toBe(email);
  });
});
