import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient, type EmulatorClient, EmulatorClientError } from '../contract/client.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID, loopbackOnlyNotice } from '../domains/apps/index.ts';
import { escapeHtml } from '../kernel/html.ts';
import { call } from '../test/support.ts';
import { latestCode, loginWithEmail } from '../testing.ts';
import { devRoutes } from './routes.ts';

let emulator: Emulator;
let client: EmulatorClient;
beforeAll(async () => {
  emulator = await createEmulator({
    port: 0,
    seed: {
      apps: [{ id: 'foyer-seeded-app-00000001', name: 'Seeded at start' }],
      users: [{ email: 'initial@example.com' }],
    },
  });
  client = createEmulatorClient(emulator.url);
});

/** The error a client call rejected with. */
async function failure(promise: Promise<unknown>): Promise<EmulatorClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EmulatorClientError);
  return error as EmulatorClientError;
}
afterAll(() => emulator.close());

const init = (email: string) => call(emulator, routes.email.init, { body: { email } });

describe('seed option', () => {
  it('applies apps and users at creation', async () => {
    const users = await client.users();
    expect(users).toEqual([
      expect.objectContaining({
        app_id: DEFAULT_APP_ID,
        linked_accounts: [expect.objectContaining({ address: 'initial@example.com' })],
      }),
    ]);
    const apps = await client.apps();
    expect(apps.map((a) => a.id)).toEqual([DEFAULT_APP_ID, 'foyer-seeded-app-00000001']);
  });
});

describe('developer endpoints', () => {
  beforeEach(() => emulator.reset());

  it('GET outbox lists messages newest first, filtered by ?to=', async () => {
    await init('one@example.com');
    await init('two@example.com');
    await init('one@example.com');
    const all = await client.outbox();
    expect(all.map((m) => m.to)).toEqual(['one@example.com', 'two@example.com', 'one@example.com']);
    expect(Date.parse(all[0]!.sentAt)).toBeGreaterThanOrEqual(Date.parse(all[2]!.sentAt));
    const filtered = await client.outbox('ONE@example.com');
    expect(filtered).toHaveLength(2);
    expect(filtered[0]).toEqual(emulator.outbox('one@example.com')[0]);
    expect(filtered[0]!.code).toBe(await latestCode(emulator, 'one@example.com'));
    expect(await client.latestCode('one@example.com')).toBe(filtered[0]!.code);
    await expect(client.latestCode('nobody@example.com', { timeoutMs: 150 })).rejects.toThrow(/No code was sent/);
  });

  it('POST seed creates users (with an e-mail account) and apps and returns them', async () => {
    const res = await client.seed({
      apps: [{ id: 'foyer-dev-seeded-app-0001', sms_auth: true, max_users: 10, allowlist: ['a@example.com'] }],
      users: [
        { email: 'Seeded@Example.com', has_accepted_terms: true, created_at: 1_700_000_000 },
        { id: 'did:privy:fixed', app_id: 'foyer-dev-seeded-app-0001' },
      ],
    });
    expect(res.apps).toEqual([
      expect.objectContaining({
        id: 'foyer-dev-seeded-app-0001',
        sms_auth: true,
        verification_key: expect.any(String),
      }),
    ]);
    expect(res.users).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^did:privy:/),
        created_at: 1_700_000_000,
        has_accepted_terms: true,
        linked_accounts: [expect.objectContaining({ type: 'email', address: 'seeded@example.com' })],
      }),
      expect.objectContaining({ id: 'did:privy:fixed', linked_accounts: [] }),
    ]);
    await init('seeded@example.com');
    const auth = await call(emulator, routes.email.authenticate, {
      body: { email: 'seeded@example.com', code: await latestCode(emulator, 'seeded@example.com') },
    });
    expect(auth.data).toMatchObject({ is_new_user: false, user: { id: res.users[0]!.id, has_accepted_terms: true } });
  });

  it('POST seed is all or nothing and answers 400 for bad input', async () => {
    const duplicate = await failure(
      client.seed({ users: [{ email: 'dup@example.com' }, { email: 'DUP@example.com' }] }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body?.code).toBe(ErrorCode.LINKED_TO_ANOTHER_USER);
    expect(await client.users()).toEqual([]);
    expect((await failure(client.seed({ apps: [{ name: 'no id' } as never] }))).status).toBe(400);
    expect((await failure(client.seed({ users: [{ app_id: 'not-configured' }] }))).status).toBe(400);
    // A seeded app first, then a user that fails: the app is rolled back too.
    await failure(client.seed({ apps: [{ id: 'foyer-rolled-back-app-001' }], users: [{ app_id: 'nope' }] }));
    expect((await client.apps()).map((app) => app.id)).not.toContain('foyer-rolled-back-app-001');
    expect(() => emulator.seed({ users: [{ id: 'x' }, { id: 'x' }] })).toThrow(/already exists/);
  });

  it('POST reset empties users, sessions, codes, outbox, analytics and faults but keeps apps', async () => {
    emulator.seed({ apps: [{ id: 'foyer-kept-app-0000000001' }] });
    const auth = await loginWithEmail(emulator, 'reset@example.com');
    await init('pending@example.com');
    await call(emulator, routes.analytics.event, { body: { event_name: 'sdk_initialize', client_id: null } });
    emulator.faults.add({ path: '/api/v1/nothing', status: 500 });
    emulator.clock.advance(5_000);

    await client.reset();
    expect(emulator.outbox()).toEqual([]);
    expect(emulator.analytics()).toEqual([]);
    expect(emulator.faults.list()).toEqual([]);
    expect(await client.users()).toEqual([]);
    expect(Math.abs(emulator.clock.now() - Date.now())).toBeLessThan(1_000);
    expect((await call(emulator, routes.users.me, { token: auth.token! })).status).toBe(401);
    expect(
      (await call(emulator, routes.session.refresh, { body: { refresh_token: auth.refresh_token! } })).status,
    ).toBe(401);
    expect((await call(emulator, routes.app.config, { params: { app_id: 'foyer-kept-app-0000000001' } })).status).toBe(
      200,
    );
  });

  it('GET/POST clock reads and advances the emulator clock', async () => {
    const before = await client.clock.get();
    expect(before).toEqual({ now: expect.any(Number), iso: expect.any(String), offsetMs: 0 });
    const after = await client.clock.advance(3_600_000);
    expect(after.offsetMs).toBe(3_600_000);
    expect(after.now - before.now).toBeGreaterThanOrEqual(3_600_000);
    expect(emulator.clock.now()).toBeGreaterThanOrEqual(after.now);
    expect((await failure(client.clock.advance('later' as never))).status).toBe(400);
  });

  it('records analytics events and answers null', async () => {
    const res = await call(emulator, routes.analytics.event, {
      body: {
        event_name: 'sdk_authenticate',
        client_id: 'client-1',
        payload: { method: 'email', clientTimestamp: 'now' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    await call(emulator, routes.analytics.event, { body: { event_name: 'second', client_id: null } });
    const events = await client.analytics();
    expect(events).toEqual([
      { app_id: DEFAULT_APP_ID, event_name: 'second', client_id: null, payload: null, receivedAt: expect.any(String) },
      {
        app_id: DEFAULT_APP_ID,
        event_name: 'sdk_authenticate',
        client_id: 'client-1',
        payload: { method: 'email', clientTimestamp: 'now' },
        receivedAt: expect.any(String),
      },
    ]);
    expect((await call(emulator, routes.analytics.event, { body: { client_id: null } as never })).status).toBe(400);
  });

  it('GET / renders the developer page with every string escaped and no script', async () => {
    const hostile = `<script>alert("x")</script>`;
    emulator.seed({ apps: [{ id: 'foyer-hostile-app-0000001', name: hostile }] });
    await init('page@example.com');
    await call(emulator, routes.analytics.event, {
      body: { event_name: `<img src=x onerror="alert(1)">`, client_id: null },
    });
    emulator.faults.add({ path: `/api/"><b>`, status: 500 });
    const res = await fetch(`${emulator.url}/__emulator/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain(await latestCode(emulator, 'page@example.com'));
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    for (const section of ['Outbox', 'Users', 'Apps', 'Faults', 'Analytics']) expect(html).toContain(`<h2>${section}`);
    // The default app has no allowed_domains: the page says what that means and what to do.
    expect(html).toContain(escapeHtml(loopbackOnlyNotice(DEFAULT_APP_ID)));
    expect(html).toContain('add that origin to the app&#39;s allowed_domains');
    expect((await fetch(`${emulator.url}/__emulator`)).status).toBe(200);
  });
});

describe('state export and import', () => {
  beforeEach(() => emulator.reset());

  it('round-trips through another instance: users, sessions and the signing key', async () => {
    emulator.seed({ apps: [{ id: 'foyer-exported-app-000001', disable_plus_emails: true }] });
    const auth = await loginWithEmail(emulator, 'exported@example.com');
    await init('pending@example.com');
    emulator.clock.advance(10_000);
    const exported = await client.exportState();
    expect(exported).toMatchObject({
      version: 3,
      clockOffsetMs: 10_000,
      keys: { privateKeyPem: expect.stringContaining('PRIVATE KEY') },
    });
    JSON.stringify(exported); // plain JSON

    const other = await createEmulator({ port: 0 });
    try {
      await createEmulatorClient(other.url).importState(exported);
      // Tokens issued by the first instance verify on the second; the refresh token still rotates once.
      expect((await call(other, routes.users.me, { token: auth.token! })).data.user.id).toBe(auth.user!.id);
      expect((await call(other, routes.session.refresh, { body: { refresh_token: auth.refresh_token! } })).status).toBe(
        200,
      );
      expect(other.outbox('pending@example.com')).toHaveLength(1);
      expect(other.clock.now() - Date.now()).toBeGreaterThanOrEqual(9_000);
      const config = await call(other, routes.app.config, { params: { app_id: 'foyer-exported-app-000001' } });
      expect(config.data).toMatchObject({ disable_plus_emails: true, verification_key: exported.keys.publicKeyPem });
      // The pending code still works there.
      const code = await latestCode(other, 'pending@example.com');
      expect(
        (await call(other, routes.email.authenticate, { body: { email: 'pending@example.com', code } })).status,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('rejects malformed state with 400 and keeps the current one', async () => {
    await loginWithEmail(emulator, 'kept@example.com');
    expect((await failure(client.importState({ version: 99 } as never))).status).toBe(400);
    const broken = { ...emulator.exportState(), keys: { privateKeyPem: 'nope', publicKeyPem: 'nope' } };
    expect((await failure(client.importState(broken))).status).toBe(400);
    const badUser = emulator.exportState();
    badUser.domains.users[0]!.user.linked_accounts = [{ type: 'email', address: 'not an address' } as never];
    const invalid = await failure(client.importState(badUser));
    expect(invalid.body?.error).toMatch(/State of users.*linked_accounts/);
    expect(await client.users()).toHaveLength(1);
  });
});

describe("devRoutes, the public table made of the instance's endpoints and each domain's", () => {
  it('names every endpoint by the method and path the client calls', () => {
    const table = Object.fromEntries(
      Object.entries(devRoutes).map(([name, route]) => [name, `${route.method} ${route.path}`]),
    );
    expect(table).toEqual({
      outbox: 'GET /__emulator/outbox',
      reset: 'POST /__emulator/reset',
      seed: 'POST /__emulator/seed',
      createSession: 'POST /__emulator/sessions',
      clock: 'GET /__emulator/clock',
      advanceClock: 'POST /__emulator/clock',
      faults: 'GET /__emulator/faults',
      addFault: 'POST /__emulator/faults',
      clearFaults: 'DELETE /__emulator/faults',
      removeFault: 'DELETE /__emulator/faults/:id',
      exportState: 'GET /__emulator/state',
      importState: 'POST /__emulator/state',
      users: 'GET /__emulator/users',
      apps: 'GET /__emulator/apps',
      analytics: 'GET /__emulator/analytics',
      oauthNext: 'POST /__emulator/oauth/next',
      cloudNext: 'POST /__emulator/cloud/next',
      cloudFiles: 'GET /__emulator/cloud/files',
      fundChain: 'POST /__emulator/chains/fund',
      mineChain: 'POST /__emulator/chains/mine',
      increaseChainTime: 'POST /__emulator/chains/increase-time',
      snapshotChains: 'POST /__emulator/chains/snapshot',
      revertChains: 'POST /__emulator/chains/revert',
      denyList: 'POST /__emulator/chains/deny-list',
      fundingNext: 'POST /__emulator/funding/next',
      fundingSettle: 'POST /__emulator/funding/settle',
      fundingPayments: 'GET /__emulator/funding/payments',
      bridgeNext: 'POST /__emulator/funding/bridge/next',
      bridgeRequests: 'GET /__emulator/funding/bridge/requests',
      appSecret: 'GET /__emulator/wallet-api/app-secret',
    });
  });
});
