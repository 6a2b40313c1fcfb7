import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { CAPTCHA_CHALLENGE_PATH } from '../domains/captcha/index.ts';
import { FARCASTER_CONNECT_PATH } from '../domains/farcaster/index.ts';
import { CONSENT_PATH } from '../domains/oauth/index.ts';
import { TELEGRAM_AUTH_PATH } from '../domains/telegram/index.ts';
import { createInstance } from '../instance.ts';
import { MAX_BODY_BYTES } from './body.ts';

let emulator: Emulator;
/** Every route of the Hono app with a body, as `[method, concrete path]`: read from the app, so none is left out. */
let bodyRoutes: [string, string][];
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  const { hono } = await createInstance({}, { checkDevHost: true });
  const seen = new Set<string>();
  bodyRoutes = [];
  for (const { method, path } of hono.routes) {
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') continue;
    // `use()` and `all()` entries (method ALL) stand for any method: a POST reaches them.
    const concrete: [string, string] = [
      method === 'ALL' ? 'POST' : method,
      path.replace(/:[A-Za-z_]+/g, 'x').replace(/\*/g, 'any'),
    ];
    const key = concrete.join(' ');
    if (!seen.has(key)) bodyRoutes.push(concrete);
    seen.add(key);
  }
});
afterAll(() => emulator.close());

const headers = { 'content-type': 'application/json' };

/** A chunked body of up to `total` bytes; `sent()` is how much of it the server pulled. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

async function sendStream(method: string, path: string, total: number) {
  const body = endlessBody(total);
  const init = { method, headers, body: body.stream, duplex: 'half' } as RequestInit;
  const res = await fetch(`${emulator.url}${path}`, init);
  await body.stream.cancel().catch(() => undefined);
  return { res, sent: body.sent() };
}

describe('one 1 MiB body cap for every route', () => {
  it('covers the routes that read bodies themselves (pages, simulators, the captcha)', () => {
    const paths = bodyRoutes.map(([, path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([CAPTCHA_CHALLENGE_PATH, FARCASTER_CONNECT_PATH, TELEGRAM_AUTH_PATH, `${CONSENT_PATH}/x`]),
    );
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/passwordless/init', '/__emulator/seed', '/any']));
  });

  it('answers 413 with the error body to a declared body of 1 MiB + 1 byte, on every route', async () => {
    for (const [method, path] of bodyRoutes) {
      const res = await fetch(`${emulator.url}${path}`, { method, headers, body: new Uint8Array(MAX_BODY_BYTES + 1) });
      expect([method, path, res.status]).toEqual([method, path, 413]);
      expect(await res.json()).toEqual({ error: `Request body exceeds ${MAX_BODY_BYTES} bytes`, code: 'invalid_data' });
    }
  });

  it('answers 413 to a chunked body once it passes 1 MiB, on every route', async () => {
    for (const [method, path] of bodyRoutes) {
      const { res } = await sendStream(method, path, MAX_BODY_BYTES + 64 * 1024);
      expect([method, path, res.status]).toEqual([method, path, 413]);
    }
  });

  it.each([CAPTCHA_CHALLENGE_PATH, FARCASTER_CONNECT_PATH, TELEGRAM_AUTH_PATH, `${CONSENT_PATH}/x`])(
    'stops reading a 600 MB body sent to %s near the cap',
    async (path) => {
      const total = 600 * 1024 * 1024;
      const { res, sent } = await sendStream('POST', path, total);
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(sent).toBeLessThan(8 * MAX_BODY_BYTES);
    },
  );

  it('lets a small body through to the route', async () => {
    for (const [method, path] of bodyRoutes) {
      const res = await fetch(`${emulator.url}${path}`, { method, headers, body: '{}' });
      expect([method, path, res.status]).not.toEqual([method, path, 413]);
    }
    const challenge = await fetch(`${emulator.url}${CAPTCHA_CHALLENGE_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sitekey: 'site-key' }),
    });
    expect(await challenge.json()).toEqual({
      token: expect.stringMatching(/^emu\./),
      expires_in_ms: expect.any(Number),
    });
    const telegram = await fetch(`${emulator.url}${TELEGRAM_AUTH_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ bot_id: '1', origin: 'http://localhost:5173' }),
    });
    expect(telegram.status).toBe(400);
    expect(await telegram.text()).toContain('Unknown bot');
  });
});
