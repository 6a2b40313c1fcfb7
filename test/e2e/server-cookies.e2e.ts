import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_APP_ID, SESSION_COOKIE } from '@foyer/emulator';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { e2eSession } from './support/session.ts';

// The demo's app runs in server-cookie mode (custom_api_url is the emulator itself; see
// global.setup.ts): page scripts must not be able to read the refresh token.

const { emulator, newContext, demoUrl, emulatorUrl } = e2eSession();
const TWO_HOURS = 2 * 3_600_000;
const SESSION_PATHS = new Set(['/api/v1/passwordless/authenticate', '/api/v1/sessions']);

/** Everything a script on the page can read: localStorage, sessionStorage and document.cookie. */
const readableByScripts = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );

describe('server-cookie mode (custom_api_url) in Chromium', () => {
  it('keeps the refresh token out of reach of page scripts, and the session still refreshes and restores', async () => {
    const profile = await newContext();
    await profile.context.clock.install();
    // What the emulator answers to logins and refreshes, and what the page sends to refresh.
    const replies: { refresh_token?: unknown }[] = [];
    const refreshBodies: unknown[] = [];
    profile.context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/sessions')
        refreshBodies.push(request.postDataJSON());
    });
    profile.context.on('response', (response) => {
      if (response.request().method() === 'POST' && SESSION_PATHS.has(new URL(response.url()).pathname)) {
        void response.json().then((body: { refresh_token?: unknown }) => replies.push(body));
      }
    });
    const refreshCookie = async () =>
      (await profile.context.cookies(emulatorUrl)).find((c) => c.name === SESSION_COOKIE.refreshToken);
    const seenRefreshTokens: string[] = [];
    /**
     * After `sessionReplies` logins and refreshes, each answered with `refresh_token: null`, the
     * refresh token (a new one each time) is in an HttpOnly cookie, and nowhere a script can read.
     */
    const onlyInHttpOnlyCookie = async (page: Page, sessionReplies: number) => {
      await expect.poll(() => replies.length).toBe(sessionReplies);
      expect(replies.map((reply) => reply.refresh_token)).toEqual(replies.map(() => null));
      const cookie = await refreshCookie();
      expect(cookie).toMatchObject({ value: expect.any(String), httpOnly: true, sameSite: 'Lax' });
      seenRefreshTokens.push(cookie!.value);
      expect(new Set(seenRefreshTokens).size).toBe(sessionReplies);
      const readable = await readableByScripts(page);
      for (const token of seenRefreshTokens) expect(readable).not.toContain(token);
      expect(readable).not.toContain('foyer:refresh_token');
    };

    const tab = await profile.newPage();
    const page = new CustomLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('cookie');
    await page.open();
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    expect(await page.signedInAs()).toBe(email);
    await onlyInHttpOnlyCookie(tab.page, 1);

    // An expired access token is refreshed with an empty body: the cookie carries the refresh token.
    await emulator.clock.advance(TWO_HOURS);
    await profile.context.clock.setSystemTime(Date.now() + TWO_HOURS);
    await tab.page.getByRole('button', { name: 'Show access token' }).click();
    await tab.page.locator('pre').waitFor();
    expect(refreshBodies).toEqual([{}]);
    await onlyInHttpOnlyCookie(tab.page, 2);

    // With the access token expired again, a reload restores the session by one refresh, though no
    // refresh token is stored anywhere a script can read.
    await emulator.clock.advance(TWO_HOURS);
    await profile.context.clock.setSystemTime(Date.now() + 2 * TWO_HOURS);
    await tab.page.reload();
    expect(await page.signedInAs()).toBe(email);
    expect(refreshBodies).toEqual([{}, {}]);
    await onlyInHttpOnlyCookie(tab.page, 3);

    await page.logout();
    await tab.page.getByLabel('Your e-mail', { exact: true }).waitFor();
    await expect.poll(refreshCookie).toBeUndefined();
    await tab.page.reload();
    await tab.page.getByLabel('Your e-mail', { exact: true }).waitFor();
    expect(tab.errors).toEqual([]);
    expect(tab.cspViolations).toEqual([]);
  });

  it('answers the session only to the demo: a page of the same site on another port cannot refresh it and read the access token', async () => {
    const profile = await newContext();
    const tab = await profile.newPage();
    const page = new CustomLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('cookie-other-port');
    await page.open();
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    expect(await page.signedInAs()).toBe(email);

    // A page on another port of the demo's host: the same site, so the browser sends it the session cookies.
    const neighbour = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Neighbour</title>');
    });
    await new Promise<void>((resolve) => neighbour.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => neighbour.close(() => resolve())));
    const other = await profile.newPage();
    await other.page.goto(`http://127.0.0.1:${(neighbour.address() as AddressInfo).port}/`);
    const read = await other.page.evaluate(
      async ({ api, appId }) => {
        try {
          const response = await fetch(`${api}/api/v1/sessions`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', 'privy-app-id': appId },
            body: '{}',
          });
          return `read ${response.status}: ${await response.text()}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      },
      { api: emulatorUrl, appId: DEFAULT_APP_ID },
    );
    expect(read).toBe('refused: TypeError');
    // The demo's own page still reads its session.
    await tab.page.getByRole('button', { name: 'Show access token' }).click();
    await tab.page.locator('pre').waitFor();
  });
});
