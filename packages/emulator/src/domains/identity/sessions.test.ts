import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { loginWithEmail } from '../../testing.ts';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './limits.ts';

const TTL_SECONDS = 60;
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0, accessTokenTtlSeconds: TTL_SECONDS });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
const login = () => loginWithEmail(emulator, `session.${++counter}@example.com`);
const refresh = (refreshToken: string | null | undefined, token?: string | null) =>
  call(emulator, routes.session.refresh, {
    body: refreshToken == null ? {} : { refresh_token: refreshToken },
    ...(token ? { token } : {}),
  });
const me = (token: string | null | undefined) => call(emulator, routes.users.me, token ? { token } : {});

describe('access tokens', () => {
  it('honour accessTokenTtlSeconds', async () => {
    const { token } = await login();
    const claims = decodeJwt(token!);
    expect(claims.exp! - claims.iat!).toBe(TTL_SECONDS);
  });

  it('GET users/me returns the user and a fresh identity token while the token is valid', async () => {
    const auth = await login();
    const res = await me(auth.token);
    expect(res.status).toBe(200);
    expect(res.data.user).toEqual(auth.user);
    expect(decodeJwt(res.data.identity_token!)).toMatchObject({ sub: auth.user!.id });
  });

  it('GET users/me answers 401 once the emulator clock passes exp', async () => {
    const { token } = await login();
    emulator.clock.advance((TTL_SECONDS + 1) * 1000);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });

  it.each([
    ['no bearer', undefined],
    ['a malformed bearer', 'not.a.jwt'],
  ])('GET users/me answers 401 with %s', async (_label, token) => {
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });

  it('are bound to their app', async () => {
    const appId = 'foyer-other-app-000000001';
    emulator.seed({ apps: [{ id: appId }] });
    const { token } = await login();
    expect((await call(emulator, routes.users.me, { token: token!, appId })).status).toBe(401);
  });

  it('signed by someone else are rejected', async () => {
    const other = await createEmulator({ port: 0 });
    try {
      const { token } = await loginWithEmail(other, 'forger@example.com');
      expect((await me(token)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('POST sessions (refresh)', () => {
  it('rotates the refresh token: the new one works, the old one is refused', async () => {
    const auth = await login();
    const first = await refresh(auth.refresh_token, auth.token);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      user: { id: auth.user!.id },
      token: expect.any(String),
      refresh_token: expect.any(String),
      identity_token: expect.any(String),
      privy_access_token: null,
      is_new_user: false,
      session_update_action: 'set',
    });
    expect(first.data.refresh_token).not.toBe(auth.refresh_token);
    expect(decodeJwt(first.data.token!).sid).toBe(decodeJwt(auth.token!).sid);

    emulator.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reused = await refresh(auth.refresh_token, auth.token);
    expect(reused.status).toBe(401);
    expect(reused.error.code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });

  it('rotates again with the new token', async () => {
    const auth = await login();
    const first = await refresh(auth.refresh_token, auth.token);
    const second = await refresh(first.data.refresh_token, first.data.token);
    expect(second.status).toBe(200);
    expect((await me(second.data.token)).status).toBe(200);
  });

  it('accepts an expired bearer and issues a working access token', async () => {
    const auth = await login();
    emulator.clock.advance((TTL_SECONDS + 5) * 1000);
    expect((await me(auth.token)).status).toBe(401);
    const res = await refresh(auth.refresh_token, auth.token);
    expect(res.status).toBe(200);
    expect(decodeJwt(res.data.token!).exp).toBeGreaterThan(emulator.clock.now() / 1000);
    expect((await me(res.data.token)).status).toBe(200);
  });

  it('works without a bearer', async () => {
    const auth = await login();
    expect((await refresh(auth.refresh_token)).status).toBe(200);
  });

  it('refuses a bearer from another session', async () => {
    const a = await login();
    const b = await login();
    expect((await refresh(a.refresh_token, b.token)).status).toBe(401);
    expect((await refresh(a.refresh_token, a.token)).status).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers 401 missing_or_invalid_token for a %s refresh token', async (_label, refreshToken) => {
    const res = await refresh(refreshToken);
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });

  it('expires refresh tokens after 30 days of emulator time', async () => {
    const auth = await login();
    emulator.clock.advance(REFRESH_TOKEN_TTL_MS - 60_000);
    const fresh = await refresh(auth.refresh_token, auth.token);
    expect(fresh.status).toBe(200);
    emulator.clock.advance(REFRESH_TOKEN_TTL_MS + 1);
    expect((await refresh(fresh.data.refresh_token, fresh.data.token)).status).toBe(401);
  });
});

describe('refresh-token reuse', () => {
  it('answers the just-rotated token again within the grace period with the same new pair (a lost reply)', async () => {
    const auth = await login();
    const first = await refresh(auth.refresh_token, auth.token);
    emulator.clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const retried = await refresh(auth.refresh_token, auth.token);
    expect(retried.status).toBe(200);
    expect(retried.data.token).toBe(first.data.token);
    expect(retried.data.refresh_token).toBe(first.data.refresh_token);
    expect((await me(retried.data.token)).status).toBe(200);
    expect((await refresh(retried.data.refresh_token, retried.data.token)).status).toBe(200);
  });

  it('gives two concurrent exchanges of one token the same pair', async () => {
    const auth = await login();
    const [a, b] = await Promise.all([refresh(auth.refresh_token), refresh(auth.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.refresh_token).toBe(b.data.refresh_token);
    expect(a.data.token).toBe(b.data.token);
  });

  it('revokes the whole session on reuse after the grace period: every token of it stops working', async () => {
    const auth = await login();
    const other = await login();
    const first = await refresh(auth.refresh_token, auth.token);
    emulator.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await refresh(auth.refresh_token)).status).toBe(401);
    expect((await refresh(first.data.refresh_token)).status).toBe(401);
    expect((await me(first.data.token)).status).toBe(401);
    expect((await me(auth.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);
  });

  it('revokes the session when the old token comes back after the new pair was already used', async () => {
    const auth = await login();
    const first = await refresh(auth.refresh_token);
    const second = await refresh(first.data.refresh_token);
    expect((await refresh(auth.refresh_token)).status).toBe(401);
    expect((await refresh(second.data.refresh_token)).status).toBe(401);
    expect((await me(second.data.token)).status).toBe(401);
  });
});

describe('POST sessions/logout', () => {
  it('revokes the session: refresh and access tokens stop working; always {}', async () => {
    const auth = await login();
    const other = await login();
    const res = await call(emulator, routes.session.logout, {
      body: { refresh_token: auth.refresh_token! },
      token: auth.token!,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({});
    expect((await refresh(auth.refresh_token, auth.token)).status).toBe(401);
    expect((await me(auth.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);
  });

  it('answers {} for unknown or missing refresh tokens', async () => {
    expect((await call(emulator, routes.session.logout, { body: { refresh_token: 'nope' } })).data).toEqual({});
    expect((await call(emulator, routes.session.logout, {})).data).toEqual({});
  });

  it('falls back to the bearer session when no refresh token is sent', async () => {
    const auth = await login();
    await call(emulator, routes.session.logout, { token: auth.token! });
    expect((await refresh(auth.refresh_token)).status).toBe(401);
  });
});
