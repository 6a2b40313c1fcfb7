import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildPath, HEADER, routeDomains as routes, type WireAuthResponse } from '@foyer/headless/contract';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  IN_PROCESS_URL,
  type InProcessEmulator,
  JWKS_PATH,
  loginWithEmail,
} from './inProcess.ts';
import { TOKEN_ISSUER } from './kernel/tokens.ts';

let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
});

const post = (path: string, body: unknown, init: RequestInit = {}) =>
  emulator.fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER.appId]: DEFAULT_APP_ID },
    body: JSON.stringify(body),
    ...init,
  });

describe('createInProcessEmulator', () => {
  it('logs a user in end to end: init, the code from the outbox, a JWT that verifies against the JWKS', async () => {
    const email = 'ada@example.com';
    expect((await post(routes.email.init.path, { email })).status).toBe(200);
    const [message] = emulator.outbox(email);
    expect(message).toMatchObject({ channel: 'email', to: email, code: expect.stringMatching(/^\d{6}$/) });

    const response = await post(routes.email.authenticate.path, { email, code: message!.code });
    expect(response.status).toBe(200);
    const auth = (await response.json()) as WireAuthResponse;
    expect(auth.is_new_user).toBe(true);

    const jwks = (await (
      await emulator.fetch(`${emulator.url}${buildPath(JWKS_PATH, { app_id: DEFAULT_APP_ID })}`)
    ).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(auth.token!, createLocalJWKSet(jwks), {
      issuer: TOKEN_ISSUER,
      audience: DEFAULT_APP_ID,
    });
    expect(payload.sub).toBe(auth.user!.id);
  });

  it('answers by path whatever the origin, and serves loginWithEmail', async () => {
    expect(emulator.url).toBe(IN_PROCESS_URL);
    const config = await emulator.fetch(
      `https://elsewhere.example${buildPath(routes.app.config.path, { app_id: DEFAULT_APP_ID })}`,
      {
        headers: { [HEADER.appId]: DEFAULT_APP_ID },
      },
    );
    expect(await config.json()).toMatchObject({ id: DEFAULT_APP_ID });
    expect((await loginWithEmail(emulator, 'grace@example.com')).token).toEqual(expect.any(String));
  });

  it('keeps instances apart', async () => {
    const other = await createInProcessEmulator();
    await post(routes.email.init.path, { email: 'ada@example.com' });
    expect(emulator.outbox()).toHaveLength(1);
    expect(other.outbox()).toHaveLength(0);
  });

  it('applies faults: status, delay, and a drop as a network error', async () => {
    emulator.faults.add({ path: routes.email.init.path, status: 429, body: { error: 'Slow down' }, times: 1 });
    const limited = await post(routes.email.init.path, { email: 'ada@example.com' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Slow down' });

    emulator.faults.add({ path: routes.email.init.path, delayMs: 100, times: 1 });
    const started = performance.now();
    expect((await post(routes.email.init.path, { email: 'ada@example.com' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);

    emulator.faults.add({ path: routes.email.init.path, drop: true, times: 1 });
    await expect(post(routes.email.init.path, { email: 'ada@example.com' })).rejects.toThrow(TypeError);
    expect(emulator.outbox()).toHaveLength(1);
  });

  it('stalls a body (stallBody fault) until the signal aborts, which errors the body read as fetch does', async () => {
    emulator.faults.add({ path: routes.email.init.path, stallBody: true, times: 1 });
    const controller = new AbortController();
    const res = await post(routes.email.init.path, { email: 'ada@example.com' }, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reading = res.text();
    setTimeout(() => controller.abort(), 50);
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });

    emulator.faults.add({ path: routes.email.init.path, stallBody: 50, times: 1 });
    const delayed = await post(routes.email.init.path, { email: 'grace@example.com' });
    expect(await delayed.json()).toEqual({ success: true });
  });

  it('still aborts a stalled body after the Request object is garbage-collected', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    emulator.faults.add({ path: routes.email.init.path, stallBody: true, times: 1 });
    const controller = new AbortController();
    const res = await post(routes.email.init.path, { email: 'ada@example.com' }, { signal: controller.signal });
    const reading = res.text();
    for (let round = 0; round < 3; round++) {
      collect();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  }, 5_000);

  it('rejects with the reason when the signal aborts, as fetch does', async () => {
    emulator.faults.add({ path: routes.email.init.path, delayMs: 1_000, times: 1 });
    const controller = new AbortController();
    const pending = post(routes.email.init.path, { email: 'ada@example.com' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('offers the same controls as a served instance', async () => {
    await loginWithEmail(emulator, 'ada@example.com');
    const state = emulator.exportState();
    emulator.reset();
    expect(emulator.outbox()).toEqual([]);
    await emulator.importState(state);
    expect(emulator.outbox('ada@example.com')).toHaveLength(1);
    expect(emulator.clock.advance(1_000)).toBeGreaterThan(Date.now());
    await emulator.close();
  });
});
