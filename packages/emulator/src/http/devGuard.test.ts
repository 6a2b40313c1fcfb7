import { routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { createInProcessEmulator, IN_PROCESS_URL } from '../inProcess.ts';
import { rawRequest } from '../test/support.ts';
import { loginWithEmail } from '../testing.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const EVIL = 'http://evil.example';
const dev = (path: string) => `${emulator.url}/__emulator${path}`;

describe('developer endpoints: same origin only', () => {
  it('refuse a cross-origin read with 403 and no CORS headers', async () => {
    await loginWithEmail(emulator, 'victim@example.com');
    for (const path of ['/outbox', '/state', '/users']) {
      const res = await fetch(dev(path), { headers: { origin: EVIL } });
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(await res.text()).not.toContain('victim@example.com');
    }
  });

  it('refuse a cross-origin preflight', async () => {
    const res = await fetch(dev('/reset'), {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuse cross-site subresource requests (fetch metadata) but let a link open the page', async () => {
    // (Node's HTTP client: fetch sets its own fetch metadata.)
    const noCors = await rawRequest(dev('/outbox'), {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(noCors.status).toBe(403);
    const navigation = await rawRequest(dev('/'), {
      headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(navigation.status).toBe(200);
  });

  it('answer their own origin and requests without an Origin (the page opened directly, Node clients)', async () => {
    expect((await fetch(dev('/outbox'), { headers: { origin: emulator.url } })).status).toBe(200);
    const page = await rawRequest(dev('/'), { headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Foyer emulator</h1>');
  });
});

describe('developer endpoints: Host header', () => {
  const port = () => new URL(emulator.url).port;

  it.each(['evil.example', 'evil.example:8787', 'localhost.evil.example', '127.0.0.2', '192.168.1.10:80'])(
    'refuse the host %s (DNS rebinding) with 403',
    async (host) => {
      const res = await rawRequest(dev('/state'), { headers: { host } });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('PRIVATE KEY');
    },
  );

  it.each(['localhost', '127.0.0.1', '[::1]'])('answer %s with any port', async (name) => {
    expect((await rawRequest(dev('/outbox'), { headers: { host: `${name}:${port()}` } })).status).toBe(200);
    expect((await rawRequest(dev('/outbox'), { headers: { host: name } })).status).toBe(200);
  });

  it('do not apply to the provider API', async () => {
    const res = await rawRequest(`${emulator.url}${routes.email.init.path}`, {
      method: 'POST',
      headers: {
        host: 'auth.example',
        'content-type': 'application/json',
        'privy-app-id': 'foyer-demo-app-0000000001',
      },
      body: JSON.stringify({ email: 'any@example.com' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('developer endpoints: JSON bodies only', () => {
  it('refuse a text/plain POST with 415 and leave the state alone', async () => {
    await loginWithEmail(emulator, 'kept@example.com');
    const reset = await fetch(dev('/reset'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(reset.status).toBe(415);
    expect(await reset.json()).toMatchObject({ code: 'invalid_data' });
    const state = emulator.exportState();
    state.domains.users = [];
    const imported = await fetch(dev('/state'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(state),
    });
    expect(imported.status).toBe(415);
    const form = await fetch(dev('/reset'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(form.status).toBe(415);
    expect(emulator.outbox('kept@example.com')).toHaveLength(1);
    expect(emulator.exportState().domains.users).toHaveLength(1);
  });

  it('refuse a POST without a content type; take JSON with a charset; a bodiless DELETE needs none', async () => {
    expect((await fetch(dev('/reset'), { method: 'POST' })).status).toBe(415);
    const json = await fetch(dev('/reset'), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(json.status).toBe(200);
    expect((await fetch(dev('/faults'), { method: 'DELETE' })).status).toBe(200);
  });
});

describe('in-process developer endpoints', () => {
  it('answer on the pseudo origin (no Host check: no other page can reach them) and keep the other rules', async () => {
    const inProcess = await createInProcessEmulator();
    const url = (path: string) => `${IN_PROCESS_URL}/__emulator${path}`;
    expect((await inProcess.fetch(url('/outbox'))).status).toBe(200);
    expect((await inProcess.fetch(url('/outbox'), { headers: { origin: IN_PROCESS_URL } })).status).toBe(200);
    expect((await inProcess.fetch(url('/outbox'), { headers: { origin: EVIL } })).status).toBe(403);
    expect(
      (await inProcess.fetch(url('/reset'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }))
        .status,
    ).toBe(415);
  });
});
