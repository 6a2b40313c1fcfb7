import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJwtIssuer, customJwtSeed } from '../../../../../test/support/customJwt.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';

const APP = 'foyer-custom-jwt-app-0001';
let emulator: Emulator;
let issuer: Awaited<ReturnType<typeof createJwtIssuer>>;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  issuer = await createJwtIssuer();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, custom_jwt_auth: true }], customJwt: [customJwtSeed(APP, issuer.jwks)] });
});

let counter = 0;
const uniqueSubject = () => `app-user-${++counter}`;
const authenticate = (body: Record<string, unknown>, appId = APP) =>
  call(emulator, routes.customJwt.authenticate, { body, appId });
const now = () => emulator.clock.now();

describe('custom_jwt_account/authenticate', () => {
  it('creates a user with a custom_auth account named by `sub`, then logs the same user in', async () => {
    const subject = uniqueSubject();
    const first = await authenticate({ token: await issuer.sign(subject, { now: now() }) });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      is_new_user: true,
      user: {
        is_guest: false,
        linked_accounts: [expect.objectContaining({ type: 'custom_auth', custom_user_id: subject })],
      },
    });
    const again = await authenticate({ token: await issuer.sign(subject, { now: now() }) });
    expect(again.data).toMatchObject({ is_new_user: false, user: { id: first.data.user!.id } });
  });

  it('reads the user id from the configured claim', async () => {
    emulator.seed({ customJwt: [{ ...customJwtSeed(APP, issuer.jwks), user_id_claim: 'uid' }] });
    const res = await authenticate({ token: await issuer.sign('ignored', { now: now(), claims: { uid: 42 } }) });
    expect(res.data.user?.linked_accounts).toEqual([expect.objectContaining({ custom_user_id: '42' })]);
    const missing = await authenticate({ token: await issuer.sign('ignored', { now: now() }) });
    expect(missing.status).toBe(401);
    expect(missing.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses a bad signature, a wrong issuer or audience, an expired token and one without exp (401 invalid_credentials)', async () => {
    const stranger = await createJwtIssuer();
    const subject = uniqueSubject();
    const iat = Math.floor(now() / 1000);
    const tokens = {
      'another key': await stranger.sign(subject, { now: now() }),
      'a tampered payload': (await issuer.sign(subject, { now: now() })).replace(
        /\.[^.]+\./,
        (part) => `${part.slice(0, -2)}A.`,
      ),
      'a wrong issuer': await issuer.sign(subject, { now: now(), issuer: 'https://evil.test' }),
      'a wrong audience': await issuer.sign(subject, { now: now(), audience: 'someone-else' }),
      'an expired token': await issuer.sign(subject, { now: now() - 7200_000, expiresAt: iat - 60 }),
      'a token without exp': await issuer.sign(subject, { now: now(), expiresAt: null }),
      'not a JWT': 'not-a-jwt',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const res = await authenticate({ token });
      expect([what, res.status, res.error.code]).toEqual([what, 401, ErrorCode.INVALID_CREDENTIALS]);
    }
    const users = emulator.exportState().domains.users;
    expect(users.flatMap((record) => record.user.linked_accounts)).toEqual([]);
  });

  it('expiry follows the emulator clock', async () => {
    const token = await issuer.sign(uniqueSubject(), { now: now() });
    emulator.clock.advance(2 * 3600_000);
    expect((await authenticate({ token })).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses apps without custom auth or without keys (403), a missing token (400), no-signup (404)', async () => {
    const token = await issuer.sign(uniqueSubject(), { now: now() });
    expect((await authenticate({ token }, 'foyer-demo-app-0000000001')).error.code).toBe(
      ErrorCode.DISALLOWED_LOGIN_METHOD,
    );
    emulator.seed({ apps: [{ id: 'foyer-custom-jwt-nokeys-01', custom_jwt_auth: true }] });
    expect((await authenticate({ token }, 'foyer-custom-jwt-nokeys-01')).error.code).toBe(
      ErrorCode.DISALLOWED_LOGIN_METHOD,
    );
    const missing = await authenticate({});
    expect([missing.status, missing.error.code]).toEqual([400, ErrorCode.INVALID_DATA]);
    const noSignup = await authenticate({ token, mode: 'no-signup' });
    expect([noSignup.status, noSignup.error.code]).toEqual([404, ErrorCode.USER_DOES_NOT_EXIST]);
  });

  it('refuses a seed without keys, or with both kinds', () => {
    expect(() => emulator.seed({ customJwt: [{ app_id: APP }] })).toThrow(/jwks/);
    expect(() =>
      emulator.seed({ customJwt: [{ app_id: APP, jwks: issuer.jwks, jwks_url: 'https://keys.test/jwks.json' }] }),
    ).toThrow(/jwks/);
  });

  it('keeps the settings in the state JSON', () => {
    const state = emulator.exportState();
    expect(state.domains.customJwt).toEqual([expect.objectContaining({ app_id: APP, issuer: expect.any(String) })]);
  });
});

describe('custom_jwt_account/link', () => {
  const userWithEmail = () => createSession(emulator, { app_id: APP, email: `linker-${++counter}@example.com` });

  it('links the token’s account to the signed-in user, once', async () => {
    const auth = await userWithEmail();
    const subject = uniqueSubject();
    const res = await call(emulator, routes.customJwt.link, {
      token: auth.token!,
      body: { token: await issuer.sign(subject, { now: now() }) },
      appId: APP,
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts).toContainEqual(
      expect.objectContaining({ type: 'custom_auth', custom_user_id: subject }),
    );
    const second = await call(emulator, routes.customJwt.link, {
      token: auth.token!,
      body: { token: await issuer.sign(uniqueSubject(), { now: now() }) },
      appId: APP,
    });
    expect(second.error.code).toBe(ErrorCode.CANNOT_LINK_MORE_OF_TYPE);
  });

  it("refuses another user's custom account (linked_to_another_user), a bad token, and a visitor", async () => {
    const subject = uniqueSubject();
    await authenticate({ token: await issuer.sign(subject, { now: now() }) });
    const auth = await userWithEmail();
    const taken = await call(emulator, routes.customJwt.link, {
      token: auth.token!,
      body: { token: await issuer.sign(subject, { now: now() }) },
      appId: APP,
    });
    expect(taken.error.code).toBe(ErrorCode.LINKED_TO_ANOTHER_USER);
    const bad = await call(emulator, routes.customJwt.link, {
      token: auth.token!,
      body: { token: await issuer.sign(uniqueSubject(), { now: now(), audience: 'nope' }) },
      appId: APP,
    });
    expect(bad.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    const visitor = await call(emulator, routes.customJwt.link, {
      body: { token: await issuer.sign(uniqueSubject(), { now: now() }) },
      appId: APP,
    });
    expect(visitor.status).toBe(401);
  });
});
