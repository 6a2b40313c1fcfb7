import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { e2eSession } from './support/session.ts';

// Server-cookie mode in Chromium: page scripts must not be able to read the refresh token.

const { emulator, newContext, demoUrl, emulatorUrl } = e2eSession();
const TWO_HOURS = 2 * 3_600_000;
const COOKIE = 'foyer-refresh';

/**
 * Puts the demo's app in server-cookie mode and plays the server's side of it, in front of the real
 * emulator: the app config gets `custom_api_url` (the emulator itself, so the strict CSP holds);
 * a refresh token in a reply moves into an HttpOnly cookie; refresh and logout requests get it back
 * from the Cookie header the browser sends; logout expires it.
 * TODO(emulator cookie mode, issue 6 §4): once the emulator does this itself, delete the session
 * routes below and keep only the config override, or none if the demo's app is seeded in cookie mode.
 */
async function serverCookieMode(context: BrowserContext) {
  const seen: { refreshTokens: string[]; refreshBodies: unknown[] } = { refreshTokens: [], refreshBodies: [] };
  await context.route(`${emulatorUrl}/api/v1/apps/*`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), custom_api_url: emulatorUrl } });
  });
  const session = async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    const sent = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    if (pathname === '/api/v1/sessions') seen.refreshBodies.push(sent);
    const cookie = (await request.headerValue('cookie'))?.match(new RegExp(`${COOKIE}=([^;]+)`))?.[1];
    const body = cookie && !sent.refresh_token && pathname !== '/api/v1/passwordless/authenticate' ? { ...sent, refresh_token: cookie } : sent;
    const response = await route.fetch({ postData: JSON.stringify(body) });
    const json = (await response.json()) as { refresh_token?: string | null };
    const headers = { ...response.headers() };
    if (pathname === '/api/v1/sessions/logout') {
      headers['set-cookie'] = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
    } else if (json.refresh_token) {
      seen.refreshTokens.push(json.refresh_token);
      headers['set-cookie'] = `${COOKIE}=${json.refresh_token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`;
      json.refresh_token = null;
    }
    await route.fulfill({ response, headers, json });
  };
  for (const path of ['/api/v1/passwordless/authenticate', '/api/v1/sessions', '/api/v1/sessions/logout']) {
    await context.route(`${emulatorUrl}${path}`, (route) => (route.request().method() === 'POST' ? session(route) : route.fallback()));
  }
  return seen;
}

/** Everything a script on the page can read: localStorage, sessionStorage and document.cookie. */
const readableByScripts = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));

describe('server-cookie mode (custom_api_url) in Chromium', () => {
  it('keeps the refresh token out of reach of page scripts, and the session still refreshes and restores', async () => {
    const profile = await newContext();
    await profile.context.clock.install();
    const seen = await serverCookieMode(profile.context);
    const tab = await profile.newPage();
    const page = new CustomLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('cookie');
    await page.open();
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    expect(await page.signedInAs()).toBe(email);

    // The browser holds the refresh token, HttpOnly; nothing a script can read contains it.
    const [refreshToken] = seen.refreshTokens;
    expect(refreshToken).toEqual(expect.any(String));
    const cookies = await profile.context.cookies(emulatorUrl);
    expect(cookies.find((c) => c.name === COOKIE)).toMatchObject({ value: refreshToken, httpOnly: true });
    let readable = await readableByScripts(tab.page);
    expect(readable).not.toContain(refreshToken);
    expect(readable).not.toContain('foyer:refresh_token');

    // An expired access token is refreshed with an empty body: the cookie carries the refresh token.
    await emulator.clock.advance(TWO_HOURS);
    await profile.context.clock.setSystemTime(Date.now() + TWO_HOURS);
    await tab.page.getByRole('button', { name: 'Show access token' }).click();
    await tab.page.locator('pre').waitFor();
    expect(seen.refreshBodies).toEqual([{}]);

    // With the access token expired again, a reload restores the session by one refresh, though no
    // refresh token is stored anywhere a script can read.
    await emulator.clock.advance(TWO_HOURS);
    await profile.context.clock.setSystemTime(Date.now() + 2 * TWO_HOURS);
    await tab.page.reload();
    expect(await page.signedInAs()).toBe(email);
    expect(seen.refreshBodies).toEqual([{}, {}]);
    readable = await readableByScripts(tab.page);
    for (const token of seen.refreshTokens) expect(readable).not.toContain(token);

    await page.logout();
    await tab.page.getByLabel('Your e-mail').waitFor();
    expect((await profile.context.cookies(emulatorUrl)).find((c) => c.name === COOKIE)).toBeUndefined();
    expect(tab.errors).toEqual([]);
    expect(tab.cspViolations).toEqual([]);
  });
});
