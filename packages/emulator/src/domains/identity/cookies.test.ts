import { HEADER, routeDomains as routes, type WireAuthResponse } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { createInProcessEmulator } from '../../inProcess.ts';
import { latestCode } from '../../testing.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { REFRESH_REUSE_GRACE_MS } from './limits.ts';

const APP = 'foyer-cookie-mode-app-001';
const DEMO_ORIGIN = 'http://127.0.0.1:5173';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, custom_api_url: emulator.url, allowed_domains: [] }] });
});

/** Set-Cookie lines by cookie name. */
function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** `name=value` of a Set-Cookie line, for the next request's Cookie header. */
const pair = (line: string | undefined) => line!.split(';')[0]!;

function post(
  base: { url: string; fetch?: typeof fetch },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return (base.fetch ?? fetch)(`${base.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER.appId]: APP, origin: DEMO_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function logIn(base: { url: string; fetch?: typeof fetch } & Pick<Emulator, 'outbox'> = emulator) {
  const email = 'cookie@example.com';
  await post(base, routes.email.init.path, { email });
  return post(base, routes.email.authenticate.path, { email, code: await latestCode(base, email) });
}

describe('server-cookie (HttpOnly) session mode: an app with custom_api_url', () => {
  it('sets the session as cookies on login and keeps the refresh token out of the JSON', async () => {
    const res = await logIn();
    expect(res.status).toBe(200);
    const auth = (await res.json()) as WireAuthResponse;
    expect(auth.refresh_token).toBeNull();
    expect(auth.token).toEqual(expect.any(String));

    const cookies = setCookies(res);
    const refresh = cookies.get(SESSION_COOKIE.refreshToken)!;
    expect(refresh).toMatch(/^privy-refresh-token=[A-Za-z0-9_-]{43};/);
    expect(refresh).toContain('HttpOnly');
    expect(refresh).toContain('SameSite=Lax');
    expect(refresh).toContain('Path=/');
    expect(refresh).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(refresh).not.toContain('Secure');
    expect(cookies.get(SESSION_COOKIE.accessToken)).toContain(`${SESSION_COOKIE.accessToken}=${auth.token};`);
    expect(cookies.get(SESSION_COOKIE.accessToken)).toContain('HttpOnly');
    expect(cookies.get(SESSION_COOKIE.identityToken)).toContain('HttpOnly');
    expect(cookies.get(SESSION_COOKIE.session)).toMatch(/^privy-session=t;/);
    expect(cookies.get(SESSION_COOKIE.session)).not.toContain('HttpOnly');
    // The demo (another port of the same site) may read the reply with credentials.
    expect(res.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refreshes with an empty body by reading the cookie, and rotates it', async () => {
    const login = await logIn();
    const cookie = pair(setCookies(login).get(SESSION_COOKIE.refreshToken));
    const res = await post(emulator, routes.session.refresh.path, {}, { cookie });
    expect(res.status).toBe(200);
    const auth = (await res.json()) as WireAuthResponse;
    expect(auth.refresh_token).toBeNull();
    const rotated = pair(setCookies(res).get(SESSION_COOKIE.refreshToken));
    expect(rotated).not.toBe(cookie);
    expect((await post(emulator, routes.session.refresh.path, {}, { cookie: rotated })).status).toBe(200);
    // The first cookie is now stale: outside the grace period it revokes the session (and clears the cookies).
    emulator.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reused = await post(emulator, routes.session.refresh.path, {}, { cookie });
    expect(reused.status).toBe(401);
    expect(setCookies(reused).get(SESSION_COOKIE.refreshToken)).toContain('Max-Age=0');
  });

  it("answers the cookie session only to the app's origins: another site, or another port once the app lists its own", async () => {
    const login = await logIn();
    const cookie = pair(setCookies(login).get(SESSION_COOKIE.refreshToken));
    const refreshFrom = (origin: string) => post(emulator, routes.session.refresh.path, {}, { cookie, origin });
    /** Refused: 403, and nothing the page could read or keep. */
    const refused = async (origin: string) => {
      const res = await refreshFrom(origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.text()).not.toMatch(/"token"/);
    };
    // No allowed_domains: loopback pages only.
    await refused('https://evil.example');
    // The app lists its page: a page on another port of the same host is refused too.
    emulator.seed({ apps: [{ id: APP, allowed_domains: [DEMO_ORIGIN] }] });
    await refused('http://127.0.0.1:5174');
    const own = await refreshFrom(DEMO_ORIGIN);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
  });

  it('answers 401 to a refresh with neither a body token nor a cookie', async () => {
    expect((await post(emulator, routes.session.refresh.path, {})).status).toBe(401);
  });

  it('clears the cookies on logout and ends the session', async () => {
    const login = await logIn();
    const cookie = pair(setCookies(login).get(SESSION_COOKIE.refreshToken));
    const res = await post(emulator, routes.session.logout.path, {}, { cookie });
    expect(res.status).toBe(200);
    const cleared = setCookies(res);
    for (const name of Object.values(SESSION_COOKIE)) expect(cleared.get(name)).toMatch(/Max-Age=0/);
    expect((await post(emulator, routes.session.refresh.path, {}, { cookie })).status).toBe(401);
  });

  it('marks the cookies Secure when the request is https (in-process, on an https URL)', async () => {
    const inProcess = await createInProcessEmulator({
      seed: { apps: [{ id: APP, custom_api_url: 'https://auth.example' }] },
    });
    const res = await logIn({ ...inProcess, url: 'https://auth.example' });
    expect(res.status).toBe(200);
    expect(setCookies(res).get(SESSION_COOKIE.refreshToken)).toContain('Secure');
  });

  it('leaves apps without custom_api_url in body mode: no cookies, the refresh token in the JSON', async () => {
    emulator.seed({ apps: [{ id: APP, custom_api_url: null }] });
    const res = await logIn();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(((await res.json()) as WireAuthResponse).refresh_token).toEqual(expect.any(String));
  });
});
