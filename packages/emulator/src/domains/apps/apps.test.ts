import { buildPath, ErrorCode, HEADER, routeDomains as routes, type WireAppConfig } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient } from '../../contract/client.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { DEFAULT_APP_ID, defaultAppConfig } from './config.ts';
import { JWKS_PATH } from './index.ts';
import { loopbackOnlyNotice } from './origins.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const OTHER_APP = 'foyer-test-app-0000000002';

describe('GET app config', () => {
  it('serves the default app: every §7.1 field, e-mail on, the instance key as verification_key', async () => {
    const res = await call(emulator, routes.app.config, { params: { app_id: DEFAULT_APP_ID } });
    expect(res.status).toBe(200);
    const config: WireAppConfig = res.data;
    expect(config).toMatchObject({ id: DEFAULT_APP_ID, name: 'Foyer Demo', email_auth: true, sms_auth: false });
    expect(Object.keys(config).sort()).toEqual([...Object.keys(defaultAppConfig()), 'verification_key'].sort());
    expect(config.verification_key).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
    expect(DEFAULT_APP_ID).toHaveLength(25);
  });

  it('serves seeded apps merged over the default, nested objects one level deep', async () => {
    emulator.seed({
      apps: [
        {
          id: OTHER_APP,
          name: 'Other',
          sms_auth: true,
          embedded_wallet_config: { create_on_login: 'all-users' } as WireAppConfig['embedded_wallet_config'],
        },
      ],
    });
    const res = await call(emulator, routes.app.config, { params: { app_id: OTHER_APP }, appId: OTHER_APP });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: OTHER_APP, name: 'Other', sms_auth: true, email_auth: true });
    expect(res.data.embedded_wallet_config).toMatchObject({
      create_on_login: 'all-users',
      mode: 'legacy-embedded-wallets-only',
    });
    expect(res.data).not.toHaveProperty('max_users');
  });

  it('seeding a known app changes only the fields given (nested objects at every depth), keeping the rest', async () => {
    const MERGED_APP = 'foyer-merged-app-00000001';
    emulator.seed({
      apps: [
        {
          id: MERGED_APP,
          sms_auth: true,
          allowed_domains: ['https://app.example.com'],
          max_users: 5,
          embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } },
        },
      ],
    });
    const [again] = emulator.seed({
      apps: [
        { id: MERGED_APP, google_oauth: true, embedded_wallet_config: { solana: { create_on_login: 'all-users' } } },
      ],
    }).apps;
    expect(again).toMatchObject({
      sms_auth: true,
      google_oauth: true,
      allowed_domains: ['https://app.example.com'],
      embedded_wallet_config: {
        create_on_login: 'off',
        ethereum: { create_on_login: 'all-users' },
        solana: { create_on_login: 'all-users' },
        mode: 'legacy-embedded-wallets-only',
      },
    });
    const [dev] = (await createEmulatorClient(emulator.url).apps()).filter((app) => app.id === MERGED_APP);
    expect(dev?.max_users).toBe(5);
    // `null` removes an optional field.
    const bot = { bot_id: '7000000009', bot_name: 'merge_bot', link_enabled: false, seamless_auth_enabled: false };
    expect(
      emulator.seed({ apps: [{ id: MERGED_APP, telegram_auth_config: bot }] }).apps[0]?.telegram_auth_config,
    ).toEqual(bot);
    expect(emulator.seed({ apps: [{ id: MERGED_APP, telegram_auth_config: null }] }).apps[0]).not.toHaveProperty(
      'telegram_auth_config',
    );
    // The whole default config seeds the app back to it.
    expect(emulator.seed({ apps: [defaultAppConfig(MERGED_APP)] }).apps[0]).toMatchObject({
      sms_auth: false,
      allowed_domains: [],
    });
  });

  it('tells onNotice, once per seed, of each seeded app that is answered only from loopback origins', async () => {
    const notices: string[] = [];
    const own = await createEmulator({ port: 0, onNotice: (notice) => notices.push(notice) });
    try {
      own.seed({ apps: [{ id: OTHER_APP, sms_auth: true }] });
      expect(notices).toEqual([loopbackOnlyNotice(OTHER_APP)]);
      expect(notices[0]).toBe(
        `App ${OTHER_APP} has no allowed_domains, so it is answered only from loopback origins ` +
          '(http://localhost:<port>, http://127.0.0.1:<port>, http://[::1]:<port>). ' +
          "To use it from any other origin, add that origin to the app's allowed_domains.",
      );
      own.seed({ apps: [{ id: OTHER_APP, allowed_domains: ['https://app.example.com'] }] });
      own.seed({ users: [{ email: 'n@example.com' }] });
      expect(notices).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('answers 404 for an app that is not configured', async () => {
    const res = await call(emulator, routes.app.config, { params: { app_id: 'unknown-app-00000000000000' } });
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ error: expect.any(String), code: ErrorCode.MISSING_OR_INVALID_APP_ID });
  });

  it('refuses to seed a custom_api_url that is not a URL (400 invalid_data naming it), keeping the app as it was', async () => {
    emulator.seed({ apps: [{ id: OTHER_APP, custom_api_url: 'https://auth.example.com' }] });
    expect(() => emulator.seed({ apps: [{ id: OTHER_APP, custom_api_url: 'not a url' }] })).toThrow(
      expect.objectContaining({
        status: 400,
        code: ErrorCode.INVALID_DATA,
        message: expect.stringContaining('`apps.0.custom_api_url`: Invalid URL'),
      }),
    );
    const res = await call(emulator, routes.app.config, { params: { app_id: OTHER_APP } });
    expect(res.data?.custom_api_url).toBe('https://auth.example.com');
  });

  it('keeps seeded apps across reset', async () => {
    emulator.seed({ apps: [{ id: OTHER_APP }] });
    emulator.reset();
    expect((await call(emulator, routes.app.config, { params: { app_id: OTHER_APP } })).status).toBe(200);
  });
});

describe('app id header', () => {
  it.each([
    ['missing', null],
    ['unknown', 'not-configured-app-000000'],
  ])('rejects a %s privy-app-id with 401', async (_label, appId) => {
    const res = await call(emulator, routes.email.init, { appId, body: { email: 'a@example.com' } });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ error: expect.any(String), code: ErrorCode.MISSING_OR_INVALID_APP_ID });
    expect(emulator.outbox()).toHaveLength(0);
  });

  it('is checked on every provider route', async () => {
    for (const def of Object.values(routes).flatMap((domain) => Object.values(domain))) {
      const res = await call(emulator, def, {
        appId: null,
        params: { app_id: DEFAULT_APP_ID, address: '0x0', wallet_id: 'w' },
      });
      expect([def.path, res.status]).toEqual([def.path, 401]);
    }
  });
});

describe('CORS', () => {
  const origin = 'http://localhost:5173';

  it('answers preflights with 204, the reflected origin, credentials, methods and headers', async () => {
    const res = await fetch(`${emulator.url}${routes.email.init.path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,privy-app-id,authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual([
      'GET',
      'POST',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ]);
    const allowed = res.headers.get('access-control-allow-headers')?.split(',');
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'authorization', ...Object.values(HEADER), 'privy-ca-id']),
    );
  });

  it('adds the CORS headers to errors too', async () => {
    const error = await fetch(`${emulator.url}${routes.users.me.path}`, {
      headers: { origin, [HEADER.appId]: DEFAULT_APP_ID },
    });
    expect(error.status).toBe(401);
    expect(error.headers.get('access-control-allow-origin')).toBe(origin);
    expect(error.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('sends no allow-origin without an Origin', async () => {
    const res = await call(emulator, routes.app.config, { params: { app_id: DEFAULT_APP_ID } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('JWKS', () => {
  it('publishes the signing key for configured apps', async () => {
    const res = await fetch(`${emulator.url}${buildPath(JWKS_PATH, { app_id: DEFAULT_APP_ID })}`);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
    expect((await fetch(`${emulator.url}${buildPath(JWKS_PATH, { app_id: 'nope' })}`)).status).toBe(404);
  });
});

it('answers unknown paths with a JSON 404', async () => {
  const res = await fetch(`${emulator.url}/api/v1/nothing-here`);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: expect.stringContaining('/api/v1/nothing-here') });
});

it('rejects a body that is not a JSON object with 400 invalid_data', async () => {
  const res = await fetch(`${emulator.url}${routes.email.init.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER.appId]: DEFAULT_APP_ID },
    body: '[1,2',
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: ErrorCode.INVALID_DATA });
});
