import { buildPath, HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const APP = 'foyer-allowed-domains-001';
const initUrl = () => `${emulator.url}${routes.email.init.path}`;

function init(origin: string, appId = APP) {
  return fetch(initUrl(), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', [HEADER.appId]: appId },
    body: JSON.stringify({ email: 'cors@example.com' }),
  });
}

function preflight(origin: string) {
  return fetch(initUrl(), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,privy-app-id',
    },
  });
}

describe("provider CORS honours the app's allowed_domains", () => {
  beforeEach(() => {
    // Every configured app restricts its origins, so a preflight (which names no app) can be refused.
    emulator.seed({
      apps: [
        { id: DEFAULT_APP_ID, allowed_domains: ['https://demo.example'] },
        { id: APP, allowed_domains: ['https://app.example.com', 'localhost:5173', '*.preview.example'] },
      ],
    });
  });

  it("lets the emulator's own pages (the wallet iframe) call it: same-origin, no CORS", async () => {
    const res = await init(emulator.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an origin that matches no entry: 403, no allow-origin header, no code sent', async () => {
    const res = await init('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(emulator.outbox()).toEqual([]);
  });

  it('refuses a preflight from an origin no app admits', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['https://app.example.com', 'http://localhost:5173', 'https://pr-12.preview.example'])(
    'reflects the admitted origin %s with credentials, on the preflight and the call',
    async (origin) => {
      const pre = await preflight(origin);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      const res = await init(origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toContain('Origin');
    },
  );

  it('matches full origins exactly (scheme and port) and wildcards only below the domain', async () => {
    expect((await init('http://app.example.com')).status).toBe(403);
    expect((await init('https://app.example.com:8443')).status).toBe(403);
    expect((await init('https://preview.example')).status).toBe(403);
    expect((await init('http://localhost:5174')).status).toBe(403);
  });

  it("checks the origin against the app named by privy-app-id, not another app's list", async () => {
    expect((await init('https://demo.example', APP)).status).toBe(403);
    expect((await init('https://demo.example', DEFAULT_APP_ID)).status).toBe(200);
  });
});

describe('provider CORS with an empty allowed_domains: loopback origins only (local development)', () => {
  beforeEach(() => {
    emulator.seed({
      apps: [
        { id: DEFAULT_APP_ID, allowed_domains: [] },
        { id: APP, allowed_domains: [] },
      ],
    });
  });

  it.each([
    'http://127.0.0.1:5173',
    'http://localhost:3000',
    'https://app.localhost',
    'http://127.0.0.2',
    'http://[::1]:8080',
  ])('reflects the loopback origin %s with credentials', async (origin) => {
    const res = await init(origin);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await preflight(origin)).status).toBe(204);
  });

  it.each(['https://evil.example', 'http://192.168.1.20:5173', 'http://localhost.evil.example', 'null'])(
    'refuses %s: 403, no allow-origin header, no code sent, and its preflight',
    async (origin) => {
      const res = await init(origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(emulator.outbox()).toEqual([]);
      expect((await preflight(origin)).status).toBe(403);
    },
  );

  it('answers a refused origin readably on the app config only, saying which origin to add', async () => {
    const origin = 'https://evil.example';
    const configUrl = `${emulator.url}${buildPath(routes.app.config.path, { app_id: APP })}`;
    const pre = await fetch(configUrl, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'privy-app-id' },
    });
    expect(pre.status).toBe(204);
    const res = await fetch(configUrl, { headers: { origin, [HEADER.appId]: APP } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await res.json()).toEqual({
      error: `Origin ${origin} is not allowed for app ${APP}: with no allowed_domains only loopback origins are answered; add ${origin} to the app's allowed_domains`,
    });
  });
});
