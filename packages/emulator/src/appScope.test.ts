import { buildPath, HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorClient, type EmulatorClient } from './contract/client.ts';
import type { AppControls, EmulatorControls } from './controls.ts';
import { createEmulator } from './createEmulator.ts';
import { DEFAULT_APP_ID } from './domains/apps/index.ts';
import { CODE_TTL_MS } from './domains/oneTimeCodes/limits.ts';
import { createInProcessEmulator } from './inProcess.ts';

const OTHER_APP_ID = 'foyer-other-app-000000001';
const EMAIL = 'same.person@example.com';

/** One app's view, the same on both control surfaces. */
interface Scope {
  outbox(to?: string): Promise<{ appId: string; code: string }[]>;
  addFault(path: string): Promise<string>;
  listFaults(): Promise<{ id: string; appId: string | null }[]>;
  clearFaults(): Promise<void>;
  now(): Promise<number>;
  advanceClock(ms: number): Promise<void>;
  reset(): Promise<void>;
}

const viaControls = (controls: EmulatorControls | AppControls): Scope => ({
  outbox: async (to) => controls.outbox(to),
  addFault: async (path) => controls.faults.add({ method: 'POST', path, status: 503 }).id,
  listFaults: async () => controls.faults.list(),
  clearFaults: async () => controls.faults.clear(),
  now: async () => controls.clock.now(),
  reset: async () => controls.reset(),
  advanceClock: async (ms) => {
    controls.clock.advance(ms);
  },
});
const viaClient = (client: Pick<EmulatorClient, 'outbox' | 'faults' | 'clock' | 'reset'>): Scope => ({
  outbox: (to) => client.outbox(to),
  addFault: async (path) => (await client.faults.add({ method: 'POST', path, status: 503 })).id,
  listFaults: () => client.faults.list(),
  clearFaults: () => client.faults.clear(),
  now: async () => (await client.clock.get()).now,
  reset: () => client.reset(),
  advanceClock: async (ms) => {
    await client.clock.advance(ms);
  },
});

interface Setup {
  name: string;
  start(): Promise<{
    send: typeof fetch;
    url: string;
    client: EmulatorClient;
    controls: EmulatorControls;
    close(): Promise<void>;
  }>;
}

const setups: Setup[] = [
  {
    name: 'served',
    async start() {
      const emulator = await createEmulator({ port: 0, seed: { apps: [{ id: OTHER_APP_ID }] } });
      return {
        send: fetch,
        url: emulator.url,
        client: createEmulatorClient(emulator.url),
        controls: emulator,
        close: () => emulator.close(),
      };
    },
  },
  {
    name: 'in-process',
    async start() {
      const emulator = await createInProcessEmulator({ seed: { apps: [{ id: OTHER_APP_ID }] } });
      return {
        send: emulator.fetch,
        url: emulator.url,
        client: createEmulatorClient(emulator.url, { fetch: emulator.fetch }),
        controls: emulator,
        close: () => emulator.close(),
      };
    },
  },
];

describe.each(setups)('two apps in one emulator ($name)', (setup) => {
  let instance: Awaited<ReturnType<Setup['start']>>;
  beforeAll(async () => {
    instance = await setup.start();
  });
  afterAll(() => instance.close());

  const init = (appId: string, email: string) =>
    instance.send(`${instance.url}${buildPath(routes.email.init.path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADER.appId]: appId },
      body: JSON.stringify({ email }),
    });

  const authenticate = (appId: string, email: string, code: string) =>
    instance.send(`${instance.url}${buildPath(routes.email.authenticate.path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADER.appId]: appId },
      body: JSON.stringify({ email, code }),
    });

  it('a worker seeds an app of its own over HTTP and uses it at once, with createEmulatorClient(url, { appId })', async () => {
    const appId = `foyer-worker-${Date.now()}`;
    await instance.client.seed({ apps: [{ id: appId }] });
    const worker = createEmulatorClient(instance.url, { appId, fetch: instance.send });
    expect(worker.appId).toBe(appId);
    expect((await init(appId, EMAIL)).status).toBe(200);
    const code = await worker.latestCode(EMAIL);
    expect((await authenticate(appId, EMAIL, code)).status).toBe(200);
    const [seeded] = (await worker.seed({ users: [{ email: 'seeded@example.com' }] })).users;
    expect(seeded && (await instance.client.users()).find((user) => user.id === seeded.id)?.app_id).toBe(appId);
    const session = await worker.createSession(seeded?.id ?? '');
    expect(decodeJwt(session.token ?? '').aud).toBe(appId);
    const seededInProcess = instance.controls.forApp(appId).seed({ users: [{ email: 'other@example.com' }] });
    expect(seededInProcess.users.map((user) => user.id)).toHaveLength(1);
    expect((await instance.client.users()).filter((user) => user.app_id === appId)).toHaveLength(3);
    await worker.reset();
    expect(await worker.outbox()).toEqual([]);
    expect((await instance.client.users()).filter((user) => user.app_id === appId)).toEqual([]);
  });

  for (const surface of ['controls', 'HTTP client'] as const) {
    const scope = (appId?: string): Scope => {
      if (surface === 'controls') {
        return viaControls(appId === undefined ? instance.controls : instance.controls.forApp(appId));
      }
      return viaClient(appId === undefined ? instance.client : instance.client.forApp(appId));
    };

    it(`outbox entries carry their app, and an app's outbox holds its codes only (${surface})`, async () => {
      instance.controls.reset();
      expect((await init(DEFAULT_APP_ID, EMAIL)).status).toBe(200);
      expect((await init(OTHER_APP_ID, EMAIL)).status).toBe(200);
      const [ofOther, ...restOfOther] = await scope(OTHER_APP_ID).outbox(EMAIL);
      const [ofDefault, ...restOfDefault] = await scope(DEFAULT_APP_ID).outbox(EMAIL);
      expect([restOfOther, restOfDefault]).toEqual([[], []]);
      expect(ofOther?.appId).toBe(OTHER_APP_ID);
      expect(ofDefault?.appId).toBe(DEFAULT_APP_ID);
      expect((await scope().outbox(EMAIL)).map((message) => message.appId)).toEqual([OTHER_APP_ID, DEFAULT_APP_ID]);
    });

    it(`a fault scoped to one app never answers another app's request; an unscoped one answers both (${surface})`, async () => {
      instance.controls.reset();
      const scopedId = await scope(OTHER_APP_ID).addFault(routes.email.init.path);
      expect((await init(DEFAULT_APP_ID, 'a@example.com')).status).toBe(200);
      expect((await init(OTHER_APP_ID, 'a@example.com')).status).toBe(503);
      expect(await scope(DEFAULT_APP_ID).listFaults()).toEqual([]);
      expect(await scope(OTHER_APP_ID).listFaults()).toEqual([
        expect.objectContaining({ id: scopedId, appId: OTHER_APP_ID }),
      ]);

      await scope().addFault(routes.email.init.path);
      expect((await init(DEFAULT_APP_ID, 'b@example.com')).status).toBe(503);
      await scope(OTHER_APP_ID).clearFaults();
      expect((await scope().listFaults()).map((fault) => fault.appId)).toEqual([null]);
      expect((await init(OTHER_APP_ID, 'c@example.com')).status).toBe(503);
    });

    it(`a clock jump for one app moves that app's code expiry and tokens only (${surface})`, async () => {
      instance.controls.reset();
      expect((await init(DEFAULT_APP_ID, EMAIL)).status).toBe(200);
      expect((await init(OTHER_APP_ID, EMAIL)).status).toBe(200);
      const codeOfDefault = (await scope(DEFAULT_APP_ID).outbox(EMAIL))[0]?.code ?? '';
      const codeOfOther = (await scope(OTHER_APP_ID).outbox(EMAIL))[0]?.code ?? '';

      await scope(OTHER_APP_ID).advanceClock(CODE_TTL_MS + 1000);
      const ahead = (await scope(OTHER_APP_ID).now()) - (await scope(DEFAULT_APP_ID).now());
      expect(ahead).toBeGreaterThanOrEqual(CODE_TTL_MS + 900);
      expect(Math.abs((await scope().now()) - Date.now())).toBeLessThan(1000);
      expect((await authenticate(OTHER_APP_ID, EMAIL, codeOfOther)).status).toBe(401);
      expect((await authenticate(DEFAULT_APP_ID, EMAIL, codeOfDefault)).status).toBe(200);
      expect((await init(OTHER_APP_ID, EMAIL)).status).toBe(200);
      const fresh = (await scope(OTHER_APP_ID).outbox(EMAIL))[0]?.code ?? '';
      const { token } = (await (await authenticate(OTHER_APP_ID, EMAIL, fresh)).json()) as { token: string };
      const { iat } = decodeJwt(token);
      expect((iat ?? 0) * 1000).toBeGreaterThanOrEqual(Date.now() + CODE_TTL_MS - 2000);
      instance.controls.reset();
      expect(Math.abs((await scope(OTHER_APP_ID).now()) - Date.now())).toBeLessThan(1000);
    });

    it(`a reset of one app empties its users, codes, faults and clock, keeps its config, and leaves the other app alone (${surface})`, async () => {
      instance.controls.reset();
      for (const appId of [DEFAULT_APP_ID, OTHER_APP_ID]) {
        expect((await init(appId, EMAIL)).status).toBe(200);
        const code = (await scope(appId).outbox(EMAIL))[0]?.code ?? '';
        expect((await authenticate(appId, EMAIL, code)).status).toBe(200);
        expect((await init(appId, 'pending@example.com')).status).toBe(200);
        await scope(appId).addFault('/api/v1/nothing-here');
        await scope(appId).advanceClock(60_000);
      }
      const pending = async (appId: string) => (await scope(appId).outbox('pending@example.com'))[0]?.code ?? '';
      const codeOfDefault = await pending(DEFAULT_APP_ID);
      const codeOfOther = await pending(OTHER_APP_ID);

      await scope(OTHER_APP_ID).reset();

      const users = await instance.client.users();
      expect(users.map((user) => user.app_id)).toEqual([DEFAULT_APP_ID]);
      expect((await instance.client.apps()).map((app) => app.id)).toContain(OTHER_APP_ID);
      expect(await scope(OTHER_APP_ID).outbox()).toEqual([]);
      expect(await scope(OTHER_APP_ID).listFaults()).toEqual([]);
      expect(await scope(DEFAULT_APP_ID).listFaults()).toHaveLength(1);
      expect((await scope(DEFAULT_APP_ID).now()) - (await scope(OTHER_APP_ID).now())).toBeGreaterThan(50_000);
      expect((await authenticate(OTHER_APP_ID, 'pending@example.com', codeOfOther)).status).toBe(401);
      expect((await authenticate(DEFAULT_APP_ID, 'pending@example.com', codeOfDefault)).status).toBe(200);
      instance.controls.reset();
    });
  }
});
