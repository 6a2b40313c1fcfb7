import { routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@foyer/headless/contract';
import { DEFAULT_APP_ID } from '../apps.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { call, dev } from '../test/support.ts';
import { latestCode, loginWithEmail } from '../testing.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({
    port: 0,
    seed: { apps: [{ id: 'foyer-seeded-app-00000001', name: 'Seeded at start' }], users: [{ email: 'initial@example.com' }] },
  });
});
afterAll(() => emulator.close());

const init = (email: string) => call(emulator, routes.email.init, { body: { email } });

describe('seed option', () => {
  it('applies apps and users at creation', async () => {
    const users = (await dev(emulator, '/users')).json.users;
    expect(users).toEqual([expect.objectContaining({ app_id: DEFAULT_APP_ID, linked_accounts: [expect.objectContaining({ address: 'initial@example.com' })] })]);
    const apps = (await dev(emulator, '/apps')).json.apps;
    expect(apps.map((a: { id: string }) => a.id)).toEqual([DEFAULT_APP_ID, 'foyer-seeded-app-00000001']);
  });
});

describe('developer endpoints', () => {
  beforeEach(() => emulator.reset());

  it('GET outbox lists messages newest first, filtered by ?to=', async () => {
    await init('one@example.com');
    await init('two@example.com');
    await init('one@example.com');
    const all = (await dev(emulator, '/outbox')).json.messages;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['one@example.com', 'two@example.com', 'one@example.com']);
    expect(Date.parse(all[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(all[2].sentAt));
    const filtered = (await dev(emulator, `/outbox?to=${encodeURIComponent('ONE@example.com')}`)).json.messages;
    expect(filtered).toHaveLength(2);
    expect(filtered[0]).toEqual(emulator.outbox('one@example.com')[0]);
    expect(filtered[0].code).toBe(latestCode(emulator, 'one@example.com'));
  });

  it('POST seed creates users (with an e-mail account) and apps and returns them', async () => {
    const res = await dev(emulator, '/seed', {
      body: {
        apps: [{ id: 'foyer-dev-seeded-app-0001', sms_auth: true, max_users: 10, allowlist: ['a@example.com'] }],
        users: [
          { email: 'Seeded@Example.com', has_accepted_terms: true, created_at: 1_700_000_000 },
          { id: 'did:privy:fixed', app_id: 'foyer-dev-seeded-app-0001' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.apps).toEqual([expect.objectContaining({ id: 'foyer-dev-seeded-app-0001', sms_auth: true, verification_key: expect.any(String) })]);
    expect(res.json.users).toEqual([
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
      body: { email: 'seeded@example.com', code: latestCode(emulator, 'seeded@example.com') },
    });
    expect(auth.data).toMatchObject({ is_new_user: false, user: { id: res.json.users[0].id, has_accepted_terms: true } });
  });

  it('POST seed is all or nothing and answers 400 for bad input', async () => {
    const duplicate = await dev(emulator, '/seed', { body: { users: [{ email: 'dup@example.com' }, { email: 'DUP@example.com' }] } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.code).toBe(ErrorCode.LINKED_TO_ANOTHER_USER);
    expect((await dev(emulator, '/users')).json.users).toEqual([]);
    expect((await dev(emulator, '/seed', { body: { apps: [{ name: 'no id' }] } })).status).toBe(400);
    expect((await dev(emulator, '/seed', { body: { users: [{ app_id: 'not-configured' }] } })).status).toBe(400);
    expect(() => emulator.seed({ users: [{ id: 'x' }, { id: 'x' }] })).toThrow(/already exists/);
  });

  it('POST reset empties users, sessions, codes, outbox, analytics and faults but keeps apps', async () => {
    emulator.seed({ apps: [{ id: 'foyer-kept-app-0000000001' }] });
    const auth = await loginWithEmail(emulator, 'reset@example.com');
    await init('pending@example.com');
    await call(emulator, routes.analytics.event, { body: { event_name: 'sdk_initialize', client_id: null } });
    emulator.faults.add({ path: '/api/v1/nothing', status: 500 });
    emulator.clock.advance(5_000);

    expect((await dev(emulator, '/reset', { body: {} })).json).toEqual({ ok: true });
    expect(emulator.outbox()).toEqual([]);
    expect(emulator.analytics()).toEqual([]);
    expect(emulator.faults.list()).toEqual([]);
    expect((await dev(emulator, '/users')).json.users).toEqual([]);
    expect(Math.abs(emulator.clock.now() - Date.now())).toBeLessThan(1_000);
    expect((await call(emulator, routes.users.me, { token: auth.token! })).status).toBe(401);
    expect((await call(emulator, routes.session.refresh, { body: { refresh_token: auth.refresh_token! } })).status).toBe(401);
    expect((await call(emulator, routes.app.config, { params: { app_id: 'foyer-kept-app-0000000001' } })).status).toBe(200);
  });

  it('GET/POST clock reads and advances the emulator clock', async () => {
    const before = (await dev(emulator, '/clock')).json;
    expect(before).toEqual({ now: expect.any(Number), iso: expect.any(String), offsetMs: 0 });
    const after = (await dev(emulator, '/clock', { body: { advanceMs: 3_600_000 } })).json;
    expect(after.offsetMs).toBe(3_600_000);
    expect(after.now - before.now).toBeGreaterThanOrEqual(3_600_000);
    expect(emulator.clock.now()).toBeGreaterThanOrEqual(after.now);
    expect((await dev(emulator, '/clock', { body: { advanceMs: 'later' } })).status).toBe(400);
  });

  it('records analytics events and answers null', async () => {
    const res = await call(emulator, routes.analytics.event, {
      body: { event_name: 'sdk_authenticate', client_id: 'client-1', payload: { method: 'email', clientTimestamp: 'now' } },
    });
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    await call(emulator, routes.analytics.event, { body: { event_name: 'second', client_id: null } });
    const events = (await dev(emulator, '/analytics')).json.events;
    expect(events).toEqual([
      { event_name: 'second', client_id: null, payload: null, receivedAt: expect.any(String) },
      { event_name: 'sdk_authenticate', client_id: 'client-1', payload: { method: 'email', clientTimestamp: 'now' }, receivedAt: expect.any(String) },
    ]);
    expect((await call(emulator, routes.analytics.event, { body: { client_id: null } as never })).status).toBe(400);
  });

  it('GET / renders the developer page with every string escaped and no script', async () => {
    const hostile = `<script>alert("x")</script>`;
    emulator.seed({ apps: [{ id: 'foyer-hostile-app-0000001', name: hostile }] });
    await init('page@example.com');
    await call(emulator, routes.analytics.event, { body: { event_name: `<img src=x onerror="alert(1)">`, client_id: null } });
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
    expect(html).toContain(latestCode(emulator, 'page@example.com'));
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    for (const section of ['Outbox', 'Users', 'Apps', 'Faults', 'Analytics']) expect(html).toContain(`<h2>${section}`);
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
    const exported = (await dev(emulator, '/state')).json;
    expect(exported).toMatchObject({ version: 1, clockOffsetMs: 10_000, keys: { privateKeyPem: expect.stringContaining('PRIVATE KEY') } });
    JSON.stringify(exported); // plain JSON

    const other = await createEmulator({ port: 0 });
    try {
      expect((await dev(other, '/state', { body: exported })).json).toEqual({ ok: true });
      // Tokens issued by the first instance verify on the second; the refresh token still rotates once.
      expect((await call(other, routes.users.me, { token: auth.token! })).data.user.id).toBe(auth.user!.id);
      expect((await call(other, routes.session.refresh, { body: { refresh_token: auth.refresh_token! } })).status).toBe(200);
      expect(other.outbox('pending@example.com')).toHaveLength(1);
      expect(other.clock.now() - Date.now()).toBeGreaterThanOrEqual(9_000);
      const config = await call(other, routes.app.config, { params: { app_id: 'foyer-exported-app-000001' } });
      expect(config.data).toMatchObject({ disable_plus_emails: true, verification_key: exported.keys.publicKeyPem });
      // The pending code still works there.
      const code = latestCode(other, 'pending@example.com');
      expect((await call(other, routes.email.authenticate, { body: { email: 'pending@example.com', code } })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('rejects malformed state with 400 and keeps the current one', async () => {
    await loginWithEmail(emulator, 'kept@example.com');
    expect((await dev(emulator, '/state', { body: { version: 99 } })).status).toBe(400);
    const broken = { ...emulator.exportState(), keys: { privateKeyPem: 'nope', publicKeyPem: 'nope' } };
    expect((await dev(emulator, '/state', { body: broken })).status).toBe(400);
    expect((await dev(emulator, '/users')).json.users).toHaveLength(1);
  });
});
