import { buildPath, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient, type EmulatorClient } from '../contract/client.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID, JWKS_PATH } from '../domains/apps/index.ts';
import { call } from '../test/support.ts';
import { latestCode } from '../testing.ts';

let emulator: Emulator;
let client: EmulatorClient;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  client = createEmulatorClient(emulator.url);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const configPath = (app_id = DEFAULT_APP_ID) => buildPath(routes.app.config.path, { app_id });
const appConfig = () => call(emulator, routes.app.config, { params: { app_id: DEFAULT_APP_ID } });
const init = () => call(emulator, routes.email.init, { body: { email: 'fault@example.com' } });

describe('fault injection', () => {
  it('answers with the injected status and default body, until cleared', async () => {
    emulator.faults.add({ path: routes.app.config.path, status: 503 });
    for (let i = 0; i < 2; i++) {
      const res = await appConfig();
      expect(res.status).toBe(503);
      expect(res.error).toEqual({ error: 'Injected fault' });
    }
    emulator.faults.clear();
    expect((await appConfig()).status).toBe(200);
  });

  it('applies `times` matching requests, then disappears', async () => {
    const fault = emulator.faults.add({
      path: routes.email.init.path,
      status: 500,
      times: 2,
      body: { error: 'boom', code: 'x' },
    });
    expect(fault).toMatchObject({ id: expect.any(String), remaining: 2, hits: 0 });
    expect((await init()).error).toEqual({ error: 'boom', code: 'x' });
    expect(emulator.faults.list()).toEqual([expect.objectContaining({ id: fault.id, remaining: 1, hits: 1 })]);
    expect((await init()).status).toBe(500);
    expect((await init()).status).toBe(200);
    expect(emulator.faults.list()).toEqual([]);
    expect(emulator.outbox()).toHaveLength(1);
  });

  it('matches a concrete path exactly and a template by segments', async () => {
    emulator.faults.add({ path: configPath(), status: 418 });
    expect((await appConfig()).status).toBe(418);
    emulator.faults.clear();
    emulator.faults.add({ path: configPath('other-app'), status: 418 });
    expect((await appConfig()).status).toBe(200);
    emulator.faults.add({ path: routes.app.config.path, status: 409 });
    expect((await appConfig()).status).toBe(409);
    // The template does not swallow longer paths.
    expect((await fetch(`${emulator.url}${buildPath(JWKS_PATH, { app_id: DEFAULT_APP_ID })}`)).status).toBe(200);
  });

  it('filters by method when one is given', async () => {
    emulator.faults.add({ path: routes.email.init.path, method: 'get', status: 500 });
    expect((await init()).status).toBe(200);
  });

  it('delays the real handler by delayMs', async () => {
    emulator.faults.add({ path: routes.email.init.path, delayMs: 250, times: 1 });
    const started = performance.now();
    const res = await init();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(emulator.outbox()).toHaveLength(1);
  });

  it('delays, then answers with the status when both are set', async () => {
    emulator.faults.add({ path: routes.email.init.path, delayMs: 100, status: 504, times: 1 });
    const started = performance.now();
    expect((await init()).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(emulator.outbox()).toHaveLength(0);
  });

  it('drops the connection: fetch rejects, the handler never runs', async () => {
    emulator.faults.add({ path: routes.email.init.path, drop: true, times: 1 });
    await expect(init()).rejects.toThrow();
    expect(emulator.outbox()).toHaveLength(0);
    expect((await init()).status).toBe(200);
  });

  it('afterHandler: the handler runs (the code is used up), then the answer is lost as a 502', async () => {
    await init();
    const code = await latestCode(emulator, 'fault@example.com');
    emulator.faults.add({ path: routes.email.authenticate.path, status: 502, afterHandler: true, times: 1 });
    const body = { email: 'fault@example.com', code };
    const lost = await call(emulator, routes.email.authenticate, { body });
    expect([lost.status, lost.error]).toEqual([502, { error: 'Injected fault' }]);
    // The handler did its work: the user exists, and the code is spent.
    expect(emulator.exportState().domains.users).toHaveLength(1);
    expect((await call(emulator, routes.email.authenticate, { body })).status).toBe(401);
  });

  it('afterHandler with drop: the handler runs, then the connection is dropped', async () => {
    emulator.faults.add({ path: routes.email.init.path, drop: true, afterHandler: true, times: 1 });
    await expect(init()).rejects.toThrow();
    expect(emulator.outbox()).toHaveLength(1);
  });

  it('supports status codes without a body', async () => {
    emulator.faults.add({ path: routes.app.config.path, status: 204, times: 1 });
    const res = await fetch(`${emulator.url}${configPath()}`);
    expect(res.status).toBe(204);
  });

  it('never faults preflights or developer endpoints', async () => {
    emulator.faults.add({ path: routes.email.init.path, status: 500 });
    emulator.faults.add({ path: '/__emulator/faults', status: 500 });
    const preflight = await fetch(`${emulator.url}${routes.email.init.path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(await client.faults.list()).toHaveLength(2);
  });

  it('keeps CORS headers on injected responses', async () => {
    emulator.faults.add({ path: routes.app.config.path, status: 503 });
    const res = await fetch(`${emulator.url}${configPath()}`, { headers: { origin: 'http://localhost:5173' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers with a raw body as is: an HTML page, or nothing at all', async () => {
    const page = '<html><body>401 Authorization Required</body></html>';
    emulator.faults.add({
      path: routes.app.config.path,
      status: 401,
      rawBody: page,
      contentType: 'text/html',
      times: 1,
    });
    emulator.faults.add({ path: routes.app.config.path, status: 401, rawBody: '', times: 1 });
    const html = await fetch(`${emulator.url}${configPath()}`);
    expect([html.status, html.headers.get('content-type'), await html.text()]).toEqual([401, 'text/html', page]);
    const empty = await fetch(`${emulator.url}${configPath()}`);
    expect([empty.status, empty.headers.get('content-type'), await empty.text()]).toEqual([401, null, '']);
  });

  it('validates faults', () => {
    expect(() => emulator.faults.add({ path: 'no-slash', status: 500 })).toThrow(/path/);
    expect(() => emulator.faults.add({ path: '/x', status: 99 })).toThrow(/status/);
    expect(() => emulator.faults.add({ path: '/x', status: 500, times: 0 })).toThrow(/times/);
    expect(() => emulator.faults.add({ path: '/x' })).toThrow(/at least one/);
    expect(() => emulator.faults.add({ path: '/x', status: 401, body: {}, rawBody: '' })).toThrow(/not both/);
    expect(() => emulator.faults.add({ path: '/x', delayMs: 1, rawBody: '' })).toThrow(/status that has a body/);
    expect(() => emulator.faults.add({ path: '/x', status: 204, rawBody: '' })).toThrow(/status that has a body/);
    expect(() => emulator.faults.add({ path: '/x', status: 401, contentType: 'text/html' })).toThrow(
      /goes with `rawBody`/,
    );
    expect(() => emulator.faults.add({ path: '/x', delayMs: 1, afterHandler: true })).toThrow(
      /`afterHandler` goes with/,
    );
    expect(() => emulator.faults.add({ path: '/x', stallBody: true, afterHandler: true })).toThrow(
      /`afterHandler` goes with/,
    );
  });
});

describe('stallBody fault', () => {
  /** Reads the body, or reports 'stalled' if it has not finished within `ms`. */
  async function readWithin(response: Response, ms: number): Promise<string> {
    const timer = new Promise<string>((resolve) => setTimeout(() => resolve('stalled'), ms));
    return Promise.race([response.text(), timer]);
  }

  it('sends the status and headers, then stalls the body for good', async () => {
    emulator.faults.add({ path: routes.email.init.path, stallBody: true, times: 1 });
    const controller = new AbortController();
    const res = await fetch(`${emulator.url}${routes.email.init.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': DEFAULT_APP_ID },
      body: JSON.stringify({ email: 'stalled@example.com' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await readWithin(res.clone(), 300)).toBe('stalled');
    controller.abort();
    // The handler ran: only the reply is stuck.
    expect(emulator.outbox('stalled@example.com')).toHaveLength(1);
  });

  it('finishes the body after the given delay, with an injected status too', async () => {
    emulator.faults.add({
      path: routes.app.config.path,
      status: 503,
      body: { error: 'slow' },
      stallBody: 200,
      times: 1,
    });
    const started = performance.now();
    const res = await fetch(`${emulator.url}${configPath()}`);
    expect(res.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(150);
    expect(await res.json()).toEqual({ error: 'slow' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('is validated: not with drop, not with a bodiless status, delays within a day', () => {
    expect(() => emulator.faults.add({ path: '/x', drop: true, stallBody: true })).toThrow(/drop/);
    expect(() => emulator.faults.add({ path: '/x', status: 204, stallBody: true })).toThrow(/status that has a body/);
    expect(() => emulator.faults.add({ path: '/x', stallBody: 1e12 })).toThrow(/stallBody/);
  });
});

describe('/__emulator/faults', () => {
  it('adds ({ id }), lists, deletes one and clears', async () => {
    const added = await client.faults.add({ path: routes.app.config.path, status: 502, times: 3 });
    expect(added).toEqual({ id: expect.any(String) });
    const second = await client.faults.add({ path: routes.users.me.path, drop: true });
    expect(await client.faults.list()).toEqual([
      expect.objectContaining({ id: added.id, path: routes.app.config.path, status: 502, times: 3, remaining: 3 }),
      expect.objectContaining({ id: second.id, drop: true, remaining: null }),
    ]);
    expect((await appConfig()).status).toBe(502);
    expect(await client.faults.remove(second.id)).toBe(true);
    expect(await client.faults.remove(second.id)).toBe(false);
    expect(await client.faults.list()).toHaveLength(1);
    await client.faults.clear();
    expect(await client.faults.list()).toEqual([]);
  });

  it('rejects an invalid fault with 400 invalid_data naming the field', async () => {
    await expect(client.faults.add({ path: '/x', status: 'soon' as never })).rejects.toMatchObject({
      status: 400,
      body: { code: 'invalid_data', error: expect.stringContaining('`status`') },
    });
  });
});
