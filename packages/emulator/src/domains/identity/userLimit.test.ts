import {
  ErrorCode,
  registrationOptionsToJson,
  registrationResponseToWire,
  routeDomains as routes,
} from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJwtIssuer, customJwtSeed } from '../../../../../test/support/customJwt.ts';
import { softPasskeyAuthenticator } from '../../../../../test/support/softPasskey.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { latestCode } from '../../testing.ts';

const APP = 'foyer-user-limit-app-0001';
const ORIGIN = 'http://localhost:5173';
const MAX_USERS = 3;
const PARALLEL = 20;

let emulator: Emulator;
let issuer: Awaited<ReturnType<typeof createJwtIssuer>>;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  issuer = await createJwtIssuer();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [
      {
        id: APP,
        max_users: MAX_USERS,
        passkey_auth: true,
        passkeys_for_signup_enabled: true,
        guest_auth: true,
        custom_jwt_auth: true,
      },
    ],
    customJwt: [customJwtSeed(APP, issuer.jwks)],
  });
});

const usersOfApp = () => emulator.exportState().domains.users.filter((record) => record.app_id === APP);

/**
 * One sign-up of a new user, prepared up to its last request: `send()` fires that request (the one
 * that creates the user). Preparing first makes the 20 final requests arrive together.
 */
type PreparedSignUp = () => Promise<{ status: number; code: string | undefined }>;

const signUps: Record<string, (index: number) => Promise<PreparedSignUp>> = {
  // The registration is verified (awaited) between the limit check and the insert.
  async passkey() {
    const page = { origin: ORIGIN };
    const init = await call(emulator, routes.passkey.registerInit, { body: {}, appId: APP, headers: page });
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const json = await device.register(registrationOptionsToJson(init.data.options), new AbortController().signal);
    const body = { authenticator_response: registrationResponseToWire(json) };
    return async () => {
      const res = await call(emulator, routes.passkey.register, { body, appId: APP, headers: page });
      return { status: res.status, code: res.error?.code };
    };
  },
  async email(index) {
    const email = `parallel-${index}@example.com`;
    await call(emulator, routes.email.init, { body: { email }, appId: APP });
    const code = await latestCode(emulator, email);
    return async () => {
      const res = await call(emulator, routes.email.authenticate, { body: { email, code }, appId: APP });
      return { status: res.status, code: res.error?.code };
    };
  },
  async guest(index) {
    const guest_credential = `${String(index).padStart(4, '0')}${'p'.repeat(39)}`;
    return async () => {
      const res = await call(emulator, routes.guest.authenticate, { body: { guest_credential }, appId: APP });
      return { status: res.status, code: res.error?.code };
    };
  },
  // The token's signature is checked (awaited) before the user is created.
  async customJwt(index) {
    const token = await issuer.sign(`parallel-${index}`, { now: emulator.clock.now() });
    return async () => {
      const res = await call(emulator, routes.customJwt.authenticate, { body: { token }, appId: APP });
      return { status: res.status, code: res.error?.code };
    };
  },
};

describe('max_users holds under parallel sign-ups', () => {
  it.each(Object.keys(signUps))(
    `${PARALLEL} parallel %s sign-ups with a cap of ${MAX_USERS} create exactly ${MAX_USERS} users`,
    async (method) => {
      const prepare = signUps[method]!;
      const prepared = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => prepare(index)));
      const results = await Promise.all(prepared.map((send) => send()));
      expect(results.filter((result) => result.status === 200)).toHaveLength(MAX_USERS);
      expect(results.filter((result) => result.status !== 200)).toEqual(
        Array.from({ length: PARALLEL - MAX_USERS }, () => ({ status: 403, code: ErrorCode.USER_LIMIT_REACHED })),
      );
      expect(usersOfApp()).toHaveLength(MAX_USERS);
      // A refused passkey sign-up keeps no credential.
      expect(emulator.exportState().domains.passkeys.credentials).toHaveLength(method === 'passkey' ? MAX_USERS : 0);
    },
  );
});
