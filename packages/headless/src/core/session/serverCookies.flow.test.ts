import { createEmulator, type Emulator, SESSION_COOKIE } from '@foyer/emulator';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { createEmailLoginFlow } from '../../flows/email/emailLogin.flow.ts';
import { HEADER, STORAGE_KEY } from '../constants.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import { sharedMemoryStorage } from '../storage.ts';
import { appConfigAtom, tokensAtom, userAtom } from '../store/atoms.ts';

// Server-cookie mode (reference §4): the app config's `custom_api_url` switches it on.

const COOKIE_APP = 'foyer-cookie-app-00000001';
const HOUR = 3_600_000;
const REFRESH = '/api/v1/sessions';
const LOGOUT = '/api/v1/sessions/logout';
const AUTHENTICATE = '/api/v1/passwordless/authenticate';

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
 * Node's fetch keeps no cookies; this one does, as a browser would: Set-Cookie in (`Max-Age=0`
 * expires one), Cookie out on requests sent with credentials, per host. It also keeps the JSON of
 * each reply, to check what the emulator itself sent.
 */
function cookieJar() {
  const hosts = new Map<string, Map<string, { value: string; httpOnly: boolean }>>();
  const replies: { path: string; body: { refresh_token?: unknown } | null }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const cookies = hosts.get(url.host) ?? new Map();
    hosts.set(url.host, cookies);
    const headers = new Headers(init?.headers);
    if (init?.credentials === 'include' && cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; '));
    }
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      if (attributes.some((a) => /^max-age=0$/i.test(a))) cookies.delete(name);
      else
        cookies.set(name, {
          value: pair.slice(name.length + 1),
          httpOnly: attributes.some((a) => /^httponly$/i.test(a)),
        });
    }
    replies.push({
      path: url.pathname,
      body: await response
        .clone()
        .json()
        .catch(() => null),
    });
    return response;
  };
  const refreshCookie = () => {
    const cookie = hosts.get(new URL(customApiUrl).host)?.get(SESSION_COOKIE.refreshToken);
    return cookie ? { ...cookie, value: decodeURIComponent(cookie.value) } : null;
  };
  return { fetch: fetchImpl, refreshCookie, replies };
}

/** A tab of the browser profile whose cookies are `jar`; it hears other tabs' writes `eventDelayMs` late. */
async function tab(jar: ReturnType<typeof cookieJar>, shared = sharedMemoryStorage(), eventDelayMs = 0) {
  const test = createTestCore(emulator, {
    appId: COOKIE_APP,
    storage: shared.tab({ eventDelayMs }),
    testing: { fetch: jar.fetch },
  });
  await test.core.start();
  stops.push(() => test.core.stop());
  return { ...test, shared };
}

/** Logs a fresh address in through the real e-mail flow; returns it. */
async function logIn(core: FoyerCore, label = 'cookie'): Promise<string> {
  const email = uniqueEmail(label);
  const flow = createEmailLoginFlow(core, { intent: 'login' });
  await flow.commands.sendCode({ email });
  await flow.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
  return email;
}

async function loggedIn() {
  const jar = cookieJar();
  const test = await tab(jar);
  return { ...test, jar, email: await logIn(test.core) };
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
    // The emulator sent the refresh token only as an HttpOnly cookie, and null in the reply.
    const cookie = jar.refreshCookie();
    expect(cookie).toEqual({ value: expect.any(String), httpOnly: true });
    expect(jar.replies.find((r) => r.path === AUTHENTICATE)?.body).toMatchObject({
      token: expect.any(String),
      refresh_token: null,
    });
    expect(core.store.get(userAtom)).not.toBeNull();
    expect(shared.items.get(STORAGE_KEY.refreshToken)).toBeUndefined();
    expect([...shared.items.values()].filter((value) => value.includes(cookie!.value))).toEqual([]);
    expect(core.store.get(tokensAtom).refreshToken).toBeNull();
  });

  it('drops a refresh token a reply still carries in the body', async () => {
    const { core, shared } = await loggedIn();
    core.session.applyAuthResponse({
      user: null,
      token: core.session.bearer(),
      refresh_token: 'visible',
      session_update_action: 'set',
    });
    expect(shared.items.get(STORAGE_KEY.refreshToken)).toBeUndefined();
    expect(core.store.get(tokensAtom).refreshToken).toBeNull();
  });

  it('refreshes with an empty body, the cookie going with credentials', async () => {
    const { core, requests, jar } = await loggedIn();
    const [before, cookie] = [core.session.bearer(), jar.refreshCookie()];
    emulator.clock.advance(2 * HOUR);
    const token = await core.session.getAccessToken();
    expect(token).toEqual(expect.any(String));
    expect(token).not.toBe(before);
    expect(requests.filter((r) => r.path === REFRESH)).toEqual([
      expect.objectContaining({ body: {}, credentials: 'include' }),
    ]);
    expect(jar.replies.filter((r) => r.path === REFRESH).map((r) => r.body)).toEqual([
      expect.objectContaining({ token, refresh_token: null }),
    ]);
    // The server rotated the refresh token in the cookie.
    expect(jar.refreshCookie()).toEqual({ value: expect.any(String), httpOnly: true });
    expect(jar.refreshCookie()?.value).not.toBe(cookie?.value);
  });

  it('restores a session at start with no refresh token stored: one refresh', async () => {
    const { shared, jar, email } = await loggedIn();
    emulator.clock.advance(2 * HOUR);
    const reload = await tab(jar, shared);
    expect(reload.core.store.get(userAtom)?.email?.address).toBe(email);
    expect(reload.requests.filter((r) => r.path === REFRESH).map((r) => r.body)).toEqual([{}]);
  });

  it('makes no refresh call at start when nothing says a session exists', async () => {
    const { requests } = await tab(cookieJar());
    expect(requests.filter((r) => r.path === REFRESH)).toEqual([]);
  });

  it('logs out with an empty body; the server ends the session and clears the cookie', async () => {
    const { core, requests, jar, shared } = await loggedIn();
    const spent = jar.refreshCookie()!.value;
    await core.session.logout();
    expect(requests.filter((r) => r.path === LOGOUT).map((r) => r.body)).toEqual([{}]);
    expect(jar.refreshCookie()).toBeNull();
    const replay = await fetch(`${customApiUrl}${REFRESH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADER.appId]: COOKIE_APP },
      body: JSON.stringify({ refresh_token: spent }),
    });
    expect(replay.status).toBe(401);
    expect(core.store.get(userAtom)).toBeNull();
    expect(
      [...shared.items.keys()].filter(
        (key) => key !== STORAGE_KEY.analyticsId && key !== `${STORAGE_KEY.recentLogin}:${COOKIE_APP}`,
      ),
    ).toEqual([]);
  });

  it('a tab that has not yet heard of a newer login sends no logout: the cookie belongs to that login', async () => {
    const a = await loggedIn();
    const b = await tab(a.jar, a.shared, 500);
    const first = b.core.store.get(userAtom)?.email?.address;
    await a.core.session.logout();
    const newer = await logIn(a.core, 'newer');
    expect(b.core.store.get(userAtom)?.email?.address).toBe(first);

    await b.core.session.logout();
    expect(b.requests.filter((r) => r.path === LOGOUT)).toEqual([]);
    expect(a.jar.refreshCookie()).toEqual({ value: expect.any(String), httpOnly: true });
    // The newer login's session lives on: it refreshes through its cookie.
    emulator.clock.advance(2 * HOUR);
    await expect(a.core.session.getAccessToken()).resolves.toEqual(expect.any(String));
    expect(a.core.store.get(userAtom)?.email?.address).toBe(newer);
    await expect.poll(() => b.core.store.get(userAtom)?.email?.address).toBe(newer);
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
