import { type Browser, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../../test/support/chromium.ts';
import { createEmulatorClient } from '../contract/client.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { SESSION_COOKIE } from '../domains/identity/index.ts';
import { appEmulator, seedWorkerApp } from './appEmulator.ts';
import { addVirtualAuthenticator } from './browser.ts';
import { APP_EMULATOR_URL_ENV, EMULATOR_URL_ENV } from './env.ts';
import { foyerEmulator } from './lifecycle.ts';
import { signIn } from './playwright.ts';
import { sessionEntries, sessionFor } from './session.ts';

/** Where the kit keeps its session in localStorage (headless `STORAGE_KEY`). */
const STORAGE_KEY = {
  token: 'foyer:token',
  providerToken: 'foyer:pat',
  refreshToken: 'foyer:refresh_token',
  identityToken: 'foyer:id_token',
};

const savedEnv = { ...process.env };
afterEach(() => {
  for (const name of [EMULATOR_URL_ENV, APP_EMULATOR_URL_ENV]) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
const subjectOf = (jwt: string) => claimsOf(jwt).sub;

describe('lifecycle: foyerEmulator().globalSetup', () => {
  it('reserves a free port for the run, starts an emulator there that answers, and stops it', async () => {
    delete process.env[EMULATOR_URL_ENV];
    const { url, globalSetup } = foyerEmulator();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(process.env[EMULATOR_URL_ENV]).toBe(url);
    expect(process.env[APP_EMULATOR_URL_ENV]).toBe(url);
    // A worker loading the config again gets the same URL.
    expect(foyerEmulator().url).toBe(url);

    const { default: setup } = (await import(globalSetup)) as { default: () => Promise<() => Promise<void>> };
    const teardown = await setup();
    expect((await createEmulatorClient(url).apps()).length).toBeGreaterThan(0);
    await teardown();
    await expect(fetch(`${url}/api/v1/apps/x`)).rejects.toThrow();
  });
});

describe('sessions without a login flow', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await createEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('creates the user by e-mail, phone or wallet once, then finds it; or takes a user id', async () => {
    const client = appEmulator(DEFAULT_APP_ID, emulator.url);
    for (const as of [
      { email: 'kit.session@example.com' },
      { phone: '+15555550123' },
      { wallet: '0x00000000000000000000000000000000000000a1' },
    ]) {
      const first = await sessionFor(client, as);
      const again = await sessionFor(client, as);
      expect(subjectOf(again.token!)).toBe(subjectOf(first.token!));
      const userId: string = subjectOf(first.token!);
      expect(first.user?.id).toBe(userId);
      const byId = await sessionFor(client, { userId });
      expect(subjectOf(byId.token!)).toBe(userId);
    }
    expect((await client.users()).length).toBe(3);
  });

  it("stores the tokens under the kit's own keys", async () => {
    const auth = await sessionFor(appEmulator(DEFAULT_APP_ID, emulator.url), { email: 'kit.keys@example.com' });
    expect(sessionEntries(auth)).toEqual({
      [STORAGE_KEY.token]: auth.token,
      [STORAGE_KEY.refreshToken]: auth.refresh_token,
      ...(auth.identity_token ? { [STORAGE_KEY.identityToken]: auth.identity_token } : {}),
    });
  });
});

describe('in Chromium', () => {
  let emulator: Emulator;
  let browser: Browser;
  const APP = 'http://app.test';
  beforeAll(async () => {
    emulator = await createEmulator({ port: 0 });
    browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser.close();
    await emulator.close();
  });

  /** A page of its own context on an app origin no server answers: the test serves a blank page there. */
  async function appPage() {
    const context = await browser.newContext();
    const page = await context.newPage();
    await context.route(`${APP}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' }),
    );
    return page;
  }
  const stored = (page: Awaited<ReturnType<typeof appPage>>) => page.evaluate(() => ({ ...localStorage }));

  it('signIn() puts the session where the kit reads it, once: a logout then a reload stays logged out', async () => {
    process.env[EMULATOR_URL_ENV] = emulator.url;
    const page = await appPage();
    const auth = await signIn(page, { email: 'kit.page@example.com' });
    await page.goto(`${APP}/`);
    expect(await stored(page)).toMatchObject({
      [STORAGE_KEY.token]: auth.token,
      [STORAGE_KEY.refreshToken]: auth.refresh_token,
    });
    await page.evaluate((keys) => {
      for (const key of keys) localStorage.removeItem(key);
    }, Object.values(STORAGE_KEY));
    await page.reload();
    expect(await stored(page)).not.toHaveProperty(STORAGE_KEY.token);
    await page.context().close();
  });

  it('signIn() in server-cookie mode: the HttpOnly cookies on the API, no refresh token in storage', async () => {
    process.env[EMULATOR_URL_ENV] = emulator.url;
    const appId = 'kit-cookie-mode-app-00001';
    emulator.seed({ apps: [{ id: appId, custom_api_url: emulator.url }] });
    const page = await appPage();
    const auth = await signIn(page, { email: 'kit.cookies@example.com' }, { appId });
    await page.goto(`${APP}/`);
    const local = await stored(page);
    expect(local[STORAGE_KEY.token]).toBe(auth.token);
    expect(local).not.toHaveProperty(STORAGE_KEY.refreshToken);
    const cookies = await page.context().cookies(emulator.url);
    expect(cookies).toContainEqual(
      expect.objectContaining({ name: SESSION_COOKIE.refreshToken, value: auth.refresh_token, httpOnly: true }),
    );
    expect(cookies).toContainEqual(expect.objectContaining({ name: SESSION_COOKIE.session, value: 't' }));
    await page.context().close();
  });

  it("signIn() of one worker's app: another worker's reset, clock jump and faults do not reach it", async () => {
    process.env[EMULATOR_URL_ENV] = emulator.url;
    const [mine, other] = [await seedWorkerApp(11), await seedWorkerApp(12)];
    const page = await appPage();
    const before = await signIn(page, { email: 'kit.worker@example.com' }, { appId: mine.appId });
    const theirs = await sessionFor(other.emulator, { email: 'kit.worker@example.com' });
    await other.emulator.reset();
    await other.emulator.clock.advance(3_600_000);
    await other.emulator.faults.add({ path: '/api/v1/sessions', status: 500 });
    const auth = await signIn(page, { email: 'kit.worker@example.com' }, { appId: mine.appId });
    expect(subjectOf(auth.token!)).toBe(subjectOf(before.token!));
    expect(Math.abs(claimsOf(auth.token!).iat * 1000 - Date.now())).toBeLessThan(60_000);
    // The other app did reset (a new user for the same address) and its clock did move.
    const again = await sessionFor(other.emulator, { email: 'kit.worker@example.com' });
    expect(subjectOf(again.token!)).not.toBe(subjectOf(theirs.token!));
    expect(claimsOf(again.token!).iat * 1000 - Date.now()).toBeGreaterThan(3_000_000);
    // A refresh of my app's session goes through; the other app's fault answers its own.
    const refresh = (appId: string, session: typeof auth) =>
      fetch(`${emulator.url}/api/v1/sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'privy-app-id': appId,
          authorization: `Bearer ${session.token}`,
        },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
    expect((await refresh(mine.appId, auth)).status).toBe(200);
    expect((await refresh(other.appId, again)).status).toBe(500);
    await page.context().close();
  });

  it('addVirtualAuthenticator() answers navigator.credentials.create with a resident passkey', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // WebAuthn needs a secure context with a domain: localhost counts.
    await context.route('http://localhost/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
    );
    await page.goto('http://localhost/');
    const authenticator = await addVirtualAuthenticator(page);
    await page.evaluate(() =>
      navigator.credentials.create({
        publicKey: {
          rp: { id: 'localhost', name: 'kit' },
          user: { id: new Uint8Array([1]), name: 'kit', displayName: 'kit' },
          challenge: new Uint8Array(32),
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        },
      }),
    );
    expect(await authenticator.credentials()).toEqual([
      expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' }),
    ]);
    await context.close();
  });
});
