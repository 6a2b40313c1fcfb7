import { request } from 'node:http';
import { ErrorCode, HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { GUEST_SIGNUP_WINDOW_MS, GUEST_SIGNUPS_PER_CLIENT } from './limits.ts';

const APP = 'foyer-guest-app-000000001';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  // Seeding merges into the app: put back what a test changed.
  emulator.seed({ apps: [{ id: APP, guest_auth: true, max_users: null }] });
});

let counter = 0;
/** 32 bytes in base64url: 43 characters. */
const credential = () => `${String(++counter).padStart(4, '0')}${'g'.repeat(39)}`;
const authenticate = (guest_credential: string, appId = APP) =>
  call(emulator, routes.guest.authenticate, { body: { guest_credential }, appId });

describe('guest/authenticate', () => {
  it('creates a guest user (is_guest, no linked account), and the same credential is the same user', async () => {
    const mine = credential();
    const first = await authenticate(mine);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ is_new_user: true, user: { is_guest: true, linked_accounts: [] } });
    const again = await authenticate(mine);
    expect(again.data).toMatchObject({ is_new_user: false, user: { id: first.data.user!.id } });
    const other = await authenticate(credential());
    expect(other.data.user!.id).not.toBe(first.data.user!.id);
  });

  it('keeps only a hash of the credential, in the state JSON', async () => {
    const mine = credential();
    await authenticate(mine);
    const saved = JSON.stringify(emulator.exportState().domains.guest);
    expect(saved).not.toContain(mine);
    expect(emulator.exportState().domains.guest).toEqual([
      expect.objectContaining({ app_id: APP, credential_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
  });

  it.each(['short', `${'a'.repeat(42)}=`, `${'a'.repeat(44)}`])(
    'refuses the credential %j (400 invalid_data)',
    async (bad) => {
      const res = await authenticate(bad);
      expect([res.status, res.error.code]).toEqual([400, ErrorCode.INVALID_DATA]);
    },
  );

  it('refuses apps without guest_auth (403) and new guests past max_users (403)', async () => {
    expect((await authenticate(credential(), 'foyer-demo-app-0000000001')).error.code).toBe(
      ErrorCode.DISALLOWED_LOGIN_METHOD,
    );
    emulator.seed({ apps: [{ id: APP, guest_auth: true, max_users: 0 }] });
    expect((await authenticate(credential())).error.code).toBe(ErrorCode.USER_LIMIT_REACHED);
  });
});

/** A guest login sent from another loopback address (another client IP): its status. */
function authenticateFrom(localAddress: string, guest_credential: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ guest_credential });
    const outgoing = request(
      `${emulator.url}${routes.guest.authenticate.path}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', [HEADER.appId]: APP } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('guest sign-ups are rate-limited per app and client IP', () => {
  it(`creates ${GUEST_SIGNUPS_PER_CLIENT} guests a minute, then answers 429 too_many_requests`, async () => {
    const known = credential();
    for (let i = 0; i < GUEST_SIGNUPS_PER_CLIENT; i++) {
      expect((await authenticate(i === 0 ? known : credential())).status).toBe(200);
    }
    const refused = await authenticate(credential());
    expect([refused.status, refused.error.code]).toEqual([429, ErrorCode.TOO_MANY_REQUESTS]);
    expect(emulator.exportState().domains.users).toHaveLength(GUEST_SIGNUPS_PER_CLIENT);
    // A guest who exists still logs in; another client IP may still sign up.
    expect((await authenticate(known)).status).toBe(200);
    expect(await authenticateFrom('127.0.0.2', credential())).toBe(200);
    emulator.clock.advance(GUEST_SIGNUP_WINDOW_MS);
    expect((await authenticate(credential())).status).toBe(200);
  });
});
