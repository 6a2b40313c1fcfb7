import { SESSION_COOKIE } from '@foyer/emulator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { e2eSession } from './support/session.ts';

// Two tabs of one browser profile (shared localStorage, cookies, Web Locks, `storage` events) on the
// demo's custom page, in the demo's server-cookie mode and in storage mode (the refresh token in
// localStorage: an app without custom_api_url). Refreshes are forced by moving both clocks two hours
// on: the emulator's (which judges tokens) and the pages' (Date.now, through Playwright's clock).

const { emulator, newContext, demoUrl, emulatorUrl, seedDemoApp } = e2eSession();
const TWO_HOURS = 2 * 3_600_000;

/**
 * Lets a test hold a tab's `storage` events (as a busy tab hears other tabs late) and release them:
 * `window.storageEvents.hold()` / `.release()`. Runs before the page's scripts, so its listener is first.
 */
function holdableStorageEvents() {
  const held: StorageEvent[] = [];
  const released = new WeakSet<Event>();
  let holding = false;
  window.addEventListener('storage', (event) => {
    if (!holding || released.has(event)) return;
    event.stopImmediatePropagation();
    held.push(new StorageEvent('storage', event));
  });
  Object.assign(window, {
    storageEvents: {
      hold: () => {
        holding = true;
      },
      release: () => {
        holding = false;
        for (const event of held.splice(0)) {
          released.add(event);
          window.dispatchEvent(event);
        }
      },
    },
  });
}
type StorageEventsHold = { storageEvents: { hold(): void; release(): void } };

/** The demo's "Show access token": the page asks the kit for a valid token and prints it. */
async function accessToken(page: Page): Promise<string> {
  const shown = page.locator('pre');
  const before = (await shown.count()) > 0 ? await shown.textContent() : null;
  await page.getByRole('button', { name: 'Show access token' }).click();
  // A refresh under the storage lease waits for the other tab's lease: allow a loaded machine its time.
  await expect
    .poll(async () => ((await shown.count()) > 0 ? await shown.textContent() : null), { timeout: 10_000 })
    .not.toBe(before);
  return (await shown.textContent())!;
}

describe.each([
  ["server-cookie mode (the demo's)", true],
  ['storage mode (no custom_api_url)', false],
])('%s', (_mode, serverCookies) => {
  if (!serverCookies) {
    // Reset keeps seeded apps: put the demo's app back in cookie mode for the files that follow.
    beforeAll(() => seedDemoApp({ custom_api_url: null }));
    afterAll(() => seedDemoApp());
  }

  describe.each([
    ['Web Locks', false],
    ['the storage lease (no Web Locks)', true],
  ])('two tabs of one browser, coordinated by %s', (_, withoutWebLocks) => {
    async function twoTabs() {
      const profile = await newContext();
      await profile.context.clock.install();
      if (withoutWebLocks) {
        await profile.context.addInitScript(() => {
          delete (Navigator.prototype as { locks?: unknown }).locks;
        });
      }
      const refreshes: unknown[] = [];
      profile.context.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/sessions')
          refreshes.push(request.postDataJSON());
      });
      const [a, b] = [await profile.newPage(), await profile.newPage()];
      await b.page.addInitScript(holdableStorageEvents);
      const [pageA, pageB] = [new CustomLoginPage(a.page, demoUrl), new CustomLoginPage(b.page, demoUrl)];
      const email = uniqueEmail('tabs');
      await pageA.open();
      await pageA.sendCode(email);
      await pageA.submitCode(await emulator.latestCode(email));
      expect(await pageA.signedInAs()).toBe(email);
      await pageB.open();
      expect(await pageB.signedInAs()).toBe(email);
      expect(await b.page.evaluate(() => 'locks' in navigator)).toBe(!withoutWebLocks);

      const expireTokens = async () => {
        await emulator.clock.advance(TWO_HOURS);
        await profile.context.clock.setSystemTime(Date.now() + TWO_HOURS);
      };
      /** Both tabs, reloaded, still restore the session: what they ended with is valid on the server. */
      const bothStillSignedIn = async () => {
        for (const [tab, page] of [
          [a, pageA],
          [b, pageB],
        ] as const) {
          expect(await page.signedInAs()).toBe(email);
          await tab.page.reload();
          expect(await page.signedInAs()).toBe(email);
        }
        expect([...a.errors, ...b.errors]).toEqual([]);
        expect([...a.cspViolations, ...b.cspViolations]).toEqual([]);
      };
      /** Where the mode keeps the refresh token: the HttpOnly cookie, or localStorage. */
      const storedRefreshToken = async () =>
        serverCookies
          ? ((await profile.context.cookies(emulatorUrl)).find((c) => c.name === SESSION_COOKIE.refreshToken)?.value ??
            null)
          : a.page.evaluate(() => localStorage.getItem('foyer:refresh_token'));
      return { a, b, pageA, pageB, email, refreshes, expireTokens, bothStillSignedIn, storedRefreshToken };
    }

    it.each([
      ['A then B', 0],
      ['B then A', 1],
    ])('refresh %s: one refresh, the other tab adopts it, nobody is logged out', async (_order, first) => {
      const tabs = await twoTabs();
      const before = await tabs.storedRefreshToken();
      await tabs.expireTokens();
      const pages = first === 0 ? [tabs.a.page, tabs.b.page] : [tabs.b.page, tabs.a.page];

      const token = await accessToken(pages[0]!);
      expect(await accessToken(pages[1]!)).toBe(token);
      expect(tabs.refreshes).toEqual([serverCookies ? {} : { refresh_token: before }]);
      expect(await tabs.storedRefreshToken()).toEqual(expect.any(String));
      expect(await tabs.storedRefreshToken()).not.toBe(before);
      await tabs.bothStillSignedIn();
    });

    it('simultaneous refreshes: one refresh, both tabs end with the same session', async () => {
      const tabs = await twoTabs();
      await tabs.expireTokens();
      // A slow refresh, so that the second tab asks while the first one's request is on its way.
      await emulator.faults.add({ path: '/api/v1/sessions', delayMs: 300, times: 1 });
      const [tokenA, tokenB] = await Promise.all([accessToken(tabs.a.page), accessToken(tabs.b.page)]);
      expect(tokenB).toBe(tokenA);
      expect(tabs.refreshes).toHaveLength(1);
      await tabs.bothStillSignedIn();
    });

    it('a logout in one tab logs the other out', async () => {
      const tabs = await twoTabs();
      await tabs.pageA.logout();
      await tabs.a.page.getByLabel('Your e-mail', { exact: true }).waitFor();
      await tabs.b.page.getByLabel('Your e-mail', { exact: true }).waitFor();
      await tabs.b.page.reload();
      await tabs.b.page.getByLabel('Your e-mail', { exact: true }).waitFor();
      expect(await tabs.storedRefreshToken()).toBeNull();
    });

    // The lock plays no part in a logout: once per mode is enough.
    it.runIf(!withoutWebLocks)(
      'a tab that has not heard of a newer login yet logs out only its own session',
      async () => {
        const tabs = await twoTabs();
        await tabs.b.page.evaluate(() => (window as unknown as StorageEventsHold).storageEvents.hold());
        await tabs.pageA.logout();
        const newer = uniqueEmail('newer');
        await tabs.pageA.sendCode(newer);
        await tabs.pageA.submitCode(await emulator.latestCode(newer));
        expect(await tabs.pageA.signedInAs()).toBe(newer);
        expect(await tabs.pageB.signedInAs()).toBe(tabs.email);

        await tabs.pageB.logout();
        await expect.poll(() => tabs.pageB.shownUser(), { timeout: 5_000 }).toBe(newer);
        await tabs.b.page.evaluate(() => (window as unknown as StorageEventsHold).storageEvents.release());
        // The newer login is alive on the server: tab A, reloaded, restores it.
        await tabs.a.page.reload();
        expect(await tabs.pageA.shownUser()).toBe(newer);
        expect(await tabs.storedRefreshToken()).toEqual(expect.any(String));
        expect(await tabs.pageB.shownUser()).toBe(newer);
      },
    );
  });
});
