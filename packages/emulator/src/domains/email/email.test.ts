import { buildPath, ErrorCode, HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { latestCode } from '../../testing.ts';
import { DEFAULT_APP_ID, JWKS_PATH } from '../apps/index.ts';
import {
  CODE_SEND_WINDOW_MS,
  CODE_SENDS_PER_CLIENT,
  CODE_TTL_MS,
  FAILED_CHECK_WINDOW_MS,
  FAILED_CHECKS_PER_ADDRESS,
} from '../oneTimeCodes/limits.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
const uniqueEmail = (label = 'user') => `${label}.${++counter}@example.com`;
const init = (email: string, appId?: string) => call(emulator, routes.email.init, { body: { email }, appId });
const authenticate = (body: { email: string; code: string; mode?: 'no-signup' | 'login-or-sign-up' }, appId?: string) =>
  call(emulator, routes.email.authenticate, { body, appId });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('passwordless init', () => {
  it('sends a fresh 6-digit code to the outbox and answers { success: true }', async () => {
    const email = uniqueEmail();
    const before = emulator.clock.now();
    const res = await init(email);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true });
    const [message, ...rest] = emulator.outbox(email);
    expect(rest).toHaveLength(0);
    expect(message).toEqual({
      id: expect.any(String),
      appId: DEFAULT_APP_ID,
      channel: 'email',
      to: email,
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
    expect(Date.parse(message!.sentAt)).toBeGreaterThanOrEqual(before);
  });

  it('normalizes the address (trimmed, lower case)', async () => {
    await init('  Mixed.Case@Example.COM ');
    expect(emulator.outbox('mixed.case@example.com')).toHaveLength(1);
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', ''])(
    'rejects the malformed address %j with 400 invalid_data',
    async (email) => {
      const res = await init(email);
      expect(res.status).toBe(400);
      expect(res.error.code).toBe(ErrorCode.INVALID_DATA);
    },
  );

  it('refuses e-mail login when the app has it off (403 disallowed_login_method)', async () => {
    const appId = 'foyer-no-email-app-000001';
    emulator.seed({ apps: [{ id: appId, email_auth: false }] });
    const res = await init(uniqueEmail(), appId);
    expect(res.status).toBe(403);
    expect(res.error.code).toBe(ErrorCode.DISALLOWED_LOGIN_METHOD);
  });

  it("rejects '+' addresses when the app disables them, accepts them otherwise", async () => {
    const appId = 'foyer-no-plus-app-0000001';
    emulator.seed({ apps: [{ id: appId, disable_plus_emails: true }] });
    const res = await init('name+tag@example.com', appId);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: "Please enter a valid email address without a '+'.",
      code: ErrorCode.DISALLOWED_PLUS_EMAIL,
    });
    expect((await init('name+tag@example.com')).status).toBe(200);
  });

  it('allows 5 requests per address per minute, then 429 too_many_requests', async () => {
    const email = uniqueEmail('busy');
    for (let i = 0; i < 5; i++) expect((await init(email)).status).toBe(200);
    const limited = await init(email);
    expect(limited.status).toBe(429);
    expect(limited.error.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await init(uniqueEmail('other'))).status).toBe(200);
    emulator.clock.advance(61_000);
    expect((await init(email)).status).toBe(200);
  });
});

describe('passwordless authenticate', () => {
  it('creates a new user and returns tokens that verify against the JWKS', async () => {
    const email = uniqueEmail('new');
    await init(email);
    const before = Math.floor(emulator.clock.now() / 1000);
    const res = await authenticate({ email, code: await latestCode(emulator, email) });
    const after = Math.floor(emulator.clock.now() / 1000);
    expect(res.status).toBe(200);
    const auth = res.data;
    const now = auth.user!.created_at;
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
    expect(auth).toMatchObject({
      privy_access_token: null,
      is_new_user: true,
      session_update_action: 'set',
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.stringMatching(/^did:privy:[a-z0-9]+$/),
        has_accepted_terms: false,
        is_guest: false,
        mfa_methods: [],
        linked_accounts: [
          { type: 'email', address: email, verified_at: now, first_verified_at: now, latest_verified_at: now },
        ],
      },
    });

    const jwks = createRemoteJWKSet(new URL(`${emulator.url}${buildPath(JWKS_PATH, { app_id: DEFAULT_APP_ID })}`));
    const access = await jwtVerify(auth.token!, jwks, { issuer: 'privy.io', audience: DEFAULT_APP_ID });
    expect(decodeProtectedHeader(auth.token!).alg).toBe('ES256');
    expect(access.payload).toMatchObject({
      iss: 'privy.io',
      aud: DEFAULT_APP_ID,
      sub: auth.user!.id,
      sid: expect.any(String),
    });
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    // Signed moments after the user was created: the same second, or the next one.
    expect(access.payload.iat).toBeGreaterThanOrEqual(now);
    expect(access.payload.iat).toBeLessThanOrEqual(after);

    const identity = await jwtVerify(auth.identity_token!, jwks, { issuer: 'privy.io', audience: DEFAULT_APP_ID });
    expect(identity.payload).toMatchObject({ sub: auth.user!.id });
    expect(JSON.parse(identity.payload.linked_accounts as string)).toEqual(auth.user!.linked_accounts);
  });

  it('reports a returning user as not new and keeps the same id', async () => {
    const email = uniqueEmail('back');
    const [seeded] = emulator.seed({ users: [{ email }] }).users;
    await init(email);
    const res = await authenticate({ email, code: await latestCode(emulator, email) });
    expect(res.data).toMatchObject({ is_new_user: false, user: { id: seeded!.id } });
  });

  it("with mode 'no-signup' refuses unknown addresses (404 user_does_not_exist) but logs known users in", async () => {
    const stranger = uniqueEmail('stranger');
    await init(stranger);
    const res = await authenticate({ email: stranger, code: await latestCode(emulator, stranger), mode: 'no-signup' });
    expect(res.status).toBe(404);
    expect(res.error.code).toBe(ErrorCode.USER_DOES_NOT_EXIST);

    const known = uniqueEmail('known');
    emulator.seed({ users: [{ email: known }] });
    await init(known);
    expect(
      (await authenticate({ email: known, code: await latestCode(emulator, known), mode: 'no-signup' })).status,
    ).toBe(200);
  });

  it('rejects a wrong code with 401 invalid_credentials and still accepts the right one', async () => {
    const email = uniqueEmail();
    await init(email);
    const code = await latestCode(emulator, email);
    const wrong = await authenticate({ email, code: wrongCode(code) });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toEqual({ error: 'Invalid or expired verification code', code: ErrorCode.INVALID_CREDENTIALS });
    expect((await authenticate({ email, code })).status).toBe(200);
  });

  it('burns the code after 5 wrong attempts', async () => {
    const email = uniqueEmail();
    await init(email);
    const code = await latestCode(emulator, email);
    for (let i = 0; i < 5; i++) expect((await authenticate({ email, code: wrongCode(code) })).status).toBe(401);
    expect((await authenticate({ email, code })).status).toBe(401);
  });

  it('accepts each code once', async () => {
    const email = uniqueEmail();
    await init(email);
    const code = await latestCode(emulator, email);
    expect((await authenticate({ email, code })).status).toBe(200);
    expect((await authenticate({ email, code })).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('lets a new code supersede the previous one', async () => {
    const email = uniqueEmail();
    await init(email);
    const first = await latestCode(emulator, email);
    await init(email);
    const second = await latestCode(emulator, email);
    // (1 in a million: both codes are equal, then the first is simply the live one.)
    if (first !== second) expect((await authenticate({ email, code: first })).status).toBe(401);
    expect((await authenticate({ email, code: second })).status).toBe(200);
  });

  it('expires codes after 10 minutes of emulator time', async () => {
    const email = uniqueEmail();
    await init(email);
    const code = await latestCode(emulator, email);
    emulator.clock.advance(CODE_TTL_MS + 1);
    expect((await authenticate({ email, code })).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);

    await init(email);
    emulator.clock.advance(CODE_TTL_MS - 1_000);
    expect((await authenticate({ email, code: await latestCode(emulator, email) })).status).toBe(200);
  });

  it('does not accept a code sent to another address', async () => {
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await init(a);
    await init(b);
    expect((await authenticate({ email: b, code: await latestCode(emulator, a) })).status).toBe(401);
  });

  it('keeps users apart per app', async () => {
    const appId = 'foyer-second-app-00000001';
    emulator.seed({ apps: [{ id: appId }], users: [{ email: 'shared@example.com' }] });
    await init('shared@example.com', appId);
    const res = await authenticate(
      { email: 'shared@example.com', code: await latestCode(emulator, 'shared@example.com') },
      appId,
    );
    expect(res.data.is_new_user).toBe(true);
  });

  it('refuses new sign-ups past the app user cap (403 max_accounts_reached), not returning users', async () => {
    const appId = 'foyer-capped-app-00000001';
    const existing = uniqueEmail('existing');
    emulator.seed({ apps: [{ id: appId, max_users: 1 }], users: [{ app_id: appId, email: existing }] });
    const email = uniqueEmail('late');
    await init(email, appId);
    const res = await authenticate({ email, code: await latestCode(emulator, email) }, appId);
    expect(res.status).toBe(403);
    expect(res.error.code).toBe(ErrorCode.USER_LIMIT_REACHED);
    await init(existing, appId);
    expect((await authenticate({ email: existing, code: await latestCode(emulator, existing) }, appId)).status).toBe(
      200,
    );
  });

  it('admits only allowlisted addresses and domains when the allowlist is on (403 allowlist_rejected)', async () => {
    const appId = 'foyer-allowlist-app-00001';
    emulator.seed({
      apps: [{ id: appId, allowlist_enabled: true, allowlist: ['Invited@Example.com', '@trusted.org'] }],
    });
    const login = async (email: string) => {
      await init(email, appId);
      return authenticate({ email, code: await latestCode(emulator, email) }, appId);
    };
    expect((await login('invited@example.com')).status).toBe(200);
    expect((await login('anyone@trusted.org')).status).toBe(200);
    const rejected = await login('stranger@example.com');
    expect(rejected.status).toBe(403);
    expect(rejected.error.code).toBe(ErrorCode.ALLOWLIST_REJECTED);
  });

  it('rejects a missing code or an unknown mode with 400 invalid_data', async () => {
    const email = uniqueEmail();
    await init(email);
    expect((await authenticate({ email, code: '' })).error.code).toBe(ErrorCode.INVALID_DATA);
    const res = await call(emulator, routes.email.authenticate, { body: { email, code: '123456', mode: 'sideways' } });
    expect(res.status).toBe(400);
  });
});

describe('code abuse limits', () => {
  it(`caps failed checks per address at ${FAILED_CHECKS_PER_ADDRESS} an hour across codes (429), even for the right code`, async () => {
    const email = uniqueEmail('guessed');
    let failures = 0;
    while (failures < FAILED_CHECKS_PER_ADDRESS) {
      // A fresh code every 5 failures: burning a code must not reset the address's budget.
      await init(email);
      const code = await latestCode(emulator, email);
      for (let i = 0; i < 5 && failures < FAILED_CHECKS_PER_ADDRESS; i++, failures++) {
        expect((await authenticate({ email, code: wrongCode(code) })).status).toBe(401);
      }
      emulator.clock.advance(CODE_SEND_WINDOW_MS);
    }
    await init(email);
    const right = await latestCode(emulator, email);
    const locked = await authenticate({ email, code: right });
    expect(locked.status).toBe(429);
    expect(locked.error.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    // Other addresses are not affected; the address recovers once the hour has moved on.
    const other = uniqueEmail('other');
    await init(other);
    expect((await authenticate({ email: other, code: await latestCode(emulator, other) })).status).toBe(200);
    emulator.clock.advance(FAILED_CHECK_WINDOW_MS);
    await init(email);
    expect((await authenticate({ email, code: await latestCode(emulator, email) })).status).toBe(200);
  });

  it(`rate-limits sending per client (privy-ca-id): ${CODE_SENDS_PER_CLIENT} codes a minute, whatever the addresses`, async () => {
    const send = (clientId: string) =>
      call(emulator, routes.email.init, {
        body: { email: uniqueEmail('spray') },
        headers: { [HEADER.analyticsId]: clientId },
      });
    for (let i = 0; i < CODE_SENDS_PER_CLIENT; i++) expect((await send('client-a')).status).toBe(200);
    const limited = await send('client-a');
    expect(limited.status).toBe(429);
    expect(limited.error).toEqual({
      error: 'Too many requests. Please wait before trying again.',
      code: ErrorCode.TOO_MANY_REQUESTS,
    });
    expect((await send('client-b')).status).toBe(200);
    emulator.clock.advance(CODE_SEND_WINDOW_MS + 1);
    expect((await send('client-a')).status).toBe(200);
  });
});
