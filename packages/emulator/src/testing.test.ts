import { createHash } from 'node:crypto';
import { buildPath, HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmulatorClient } from './contract/client.ts';
import { createEmulator, type Emulator } from './createEmulator.ts';
import { DEFAULT_APP_ID } from './domains/apps/index.ts';
import { createInProcessEmulator, type InProcessEmulator } from './inProcess.ts';
import { createSession, latestCode, loginWithEmail } from './testing.ts';

let served: Emulator;
let inProcess: InProcessEmulator;
beforeAll(async () => {
  served = await createEmulator();
  inProcess = await createInProcessEmulator();
});
afterAll(async () => {
  await served.close();
  await inProcess.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, path: string, body: unknown, appId = DEFAULT_APP_ID, send: typeof fetch = fetch) =>
  send(`${url}${buildPath(path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER.appId]: appId },
    body: JSON.stringify(body),
  });

const ENTRY_NAMES = [
  'in-process emulator',
  'createEmulator() instance',
  'HTTP client',
  'HTTP client on an in-process fetch',
];

/** Each entry the helpers take, and the controls to check what they did. */
const entries = () => [
  { name: 'in-process emulator', target: inProcess, controls: inProcess },
  { name: 'createEmulator() instance', target: served, controls: served },
  { name: 'HTTP client', target: createEmulatorClient(served.url), controls: served },
  {
    name: 'HTTP client on an in-process fetch',
    target: createEmulatorClient(inProcess.url, inProcess),
    controls: inProcess,
  },
];

describe('the test helpers', () => {
  it.each(ENTRY_NAMES)('log in and start sessions against an %s', async (name) => {
    const { target, controls } = entries().find((entry) => entry.name === name)!;
    const email = `${name.replaceAll(/\W/g, '-').toLowerCase()}@example.com`;

    const login = await loginWithEmail(target, email);
    expect(login.is_new_user).toBe(true);
    expect(login.user?.linked_accounts).toContainEqual(expect.objectContaining({ type: 'email', address: email }));
    const again = await loginWithEmail(target, email, { mode: 'no-signup' });
    expect([again.is_new_user, again.user?.id]).toEqual([false, login.user?.id]);

    const seeded = await createSession(target, { linked_accounts: [{ type: 'email', address: `seeded.${email}` }] });
    expect(seeded.token).toMatch(/^ey/);
    const byId = await createSession(target, login.user!.id);
    expect(byId.user?.id).toBe(login.user?.id);
    expect(controls.outbox(email)).toHaveLength(2);
  });

  it('loginWithEmail waits for the code under fake timers, and fails clearly when none comes', async () => {
    vi.useFakeTimers();
    const client = createEmulatorClient(served.url);
    const login = await loginWithEmail(client, 'faked@example.com');
    expect(login.user?.linked_accounts).toContainEqual(expect.objectContaining({ address: 'faked@example.com' }));

    served.faults.add({ method: 'POST', path: routes.email.init.path, status: 200, body: { success: true } });
    await expect(loginWithEmail(client, 'lost@example.com', { timeoutMs: 300 })).rejects.toThrow(
      'No code was sent to lost@example.com within 300 ms',
    );
    served.faults.clear();
  });

  it.each(ENTRY_NAMES)('latestCode waits under fake timers for a code sent later, against an %s', async (name) => {
    const { target, controls } = entries().find((entry) => entry.name === name)!;
    const email = `later.${name.replaceAll(/\W/g, '-').toLowerCase()}@example.com`;
    const send = controls === inProcess ? inProcess.fetch : fetch;
    vi.useFakeTimers();
    const waiting = [
      latestCode(target, email, { timeoutMs: 2_000 }),
      target.latestCode(email, { timeoutMs: 2_000 }),
      target.forApp(DEFAULT_APP_ID).latestCode(email, { timeoutMs: 2_000 }),
    ];
    expect((await post(controls.url, routes.email.init.path, { email }, DEFAULT_APP_ID, send)).status).toBe(200);
    const sent = controls.outbox(email)[0]?.code;
    expect(sent).toMatch(/^\d{6}$/);
    expect(await Promise.all(waiting)).toEqual([sent, sent, sent]);
    await expect(latestCode(target, 'nobody@example.com', { timeoutMs: 200 })).rejects.toThrow(
      'No code was sent to nobody@example.com within 200 ms',
    );
  });

  it('the HTTP client approves the next OAuth consent', async () => {
    const app = 'foyer-helpers-oauth-000001';
    served.seed({ apps: [{ id: app, google_oauth: true }] });
    const verifier = 'a-verifier-long-enough-for-pkce-0123456789abcdef';
    const started = await post(
      served.url,
      routes.oauth.init.path,
      {
        provider: 'google',
        redirect_to: 'http://localhost:5173/login',
        state_code: 'helpers-state',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      },
      app,
    );
    const { url } = (await started.json()) as { url: string };
    await createEmulatorClient(served.url).oauth.approveNext({ provider: 'google' });
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get('location') ?? '').searchParams.get('privy_oauth_code')).toMatch(/\w{8}/);
  });
});
