import { HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient } from '../contract/client.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { MAX_CLOCK_ADVANCE_MS } from '../kernel/clock.ts';
import { call } from '../test/support.ts';
import { loginWithEmail } from '../testing.ts';
import { MAX_BODY_BYTES } from './body.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const initUrl = () => `${emulator.url}${routes.email.init.path}`;
const headers = { 'content-type': 'application/json', [HEADER.appId]: DEFAULT_APP_ID };

describe('request bodies are capped at 1 MB', () => {
  it('refuses a declared body over the cap with 413 without running the handler', async () => {
    const body = JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await fetch(initUrl(), { method: 'POST', headers, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('exceeds'), code: 'invalid_data' });
    expect(emulator.outbox()).toEqual([]);
  });

  it('stops reading a chunked body once it passes the cap, without taking the rest', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const total = 256 * 1024 * 1024;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(initUrl(), { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    await stream.cancel().catch(() => undefined);
    expect(sent).toBeLessThan(total / 4);
  });

  it('takes a body just under the cap', async () => {
    const body = JSON.stringify({ email: 'fits@example.com', padding: 'x'.repeat(MAX_BODY_BYTES - 100) });
    expect((await fetch(initUrl(), { method: 'POST', headers, body })).status).toBe(200);
  });

  it('caps developer endpoints too', async () => {
    const res = await fetch(`${emulator.url}/__emulator/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ users: [], padding: 'x'.repeat(2 * MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('e-mail addresses are capped at 254 characters', () => {
  const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it('accepts 254 and refuses 255 characters with 400 invalid_data', async () => {
    expect((await call(emulator, routes.email.init, { body: { email: address(254) } })).status).toBe(200);
    const long = await call(emulator, routes.email.init, { body: { email: address(255) } });
    expect(long.status).toBe(400);
    expect(long.error).toEqual({ error: expect.stringContaining('longer than 254'), code: 'invalid_data' });
    const huge = await call(emulator, routes.email.init, { body: { email: address(500_000) } });
    expect(huge.status).toBe(400);
    expect(emulator.outbox()).toHaveLength(1);
  });

  it('refuses a seeded address over the cap', () => {
    expect(() => emulator.seed({ users: [{ email: address(255) }] })).toThrow(/longer than 254/);
  });
});

describe('clock input is validated', () => {
  it.each([1e300, -1e300, MAX_CLOCK_ADVANCE_MS + 1])(
    'refuses advanceMs %d with 400 and keeps working',
    async (advanceMs) => {
      const client = createEmulatorClient(emulator.url);
      await expect(client.clock.advance(advanceMs)).rejects.toMatchObject({
        status: 400,
        body: { code: 'invalid_data' },
      });
      expect(() => emulator.clock.advance(advanceMs)).toThrow(RangeError);
      expect(Math.abs(emulator.clock.now() - Date.now())).toBeLessThan(1_000);
      const auth = await loginWithEmail(emulator, 'after@example.com');
      expect((await call(emulator, routes.users.me, { token: auth.token! })).status).toBe(200);
      await client.reset();
    },
  );

  it('refuses non-finite and non-numeric input', async () => {
    const res = await fetch(`${emulator.url}/__emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"advanceMs":"1e300"}',
    });
    expect(res.status).toBe(400);
    expect(() => emulator.clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => emulator.clock.advance(Number.NaN)).toThrow(RangeError);
  });

  it('keeps the clock within a hundred years of wall time', () => {
    for (let i = 0; i < 10; i++) emulator.clock.advance(MAX_CLOCK_ADVANCE_MS);
    expect(() => emulator.clock.advance(MAX_CLOCK_ADVANCE_MS)).toThrow(RangeError);
    expect(new Date(emulator.clock.now()).getFullYear()).toBeLessThan(new Date().getFullYear() + 101);
  });
});
