import {
  authenticationOptionsToJson,
  authenticationResponseToWire,
  ErrorCode,
  registrationOptionsToJson,
  registrationResponseToWire,
  routeDomains as routes,
} from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { softPasskeyAuthenticator } from '../../../../../test/support/softPasskey.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';

const APP = 'foyer-passkey-emu-0000001';
const ORIGIN = 'http://localhost:5173';
const page = { origin: ORIGIN };
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, passkey_auth: true, passkeys_for_signup_enabled: true, allowed_domains: [] }] });
});

const signal = new AbortController().signal;

/** Signs a new user up with `device` over HTTP; returns the auth envelope. */
async function signup(device = softPasskeyAuthenticator({ origin: ORIGIN })) {
  const init = await call(emulator, routes.passkey.registerInit, { body: {}, appId: APP, headers: page });
  expect(init.status).toBe(200);
  const json = await device.register(registrationOptionsToJson(init.data.options), signal);
  const res = await call(emulator, routes.passkey.register, {
    body: { authenticator_response: registrationResponseToWire(json) },
    appId: APP,
    headers: page,
  });
  return { device, res, init };
}

async function loginAnswer(device: ReturnType<typeof softPasskeyAuthenticator>) {
  const init = await call(emulator, routes.passkey.authenticateInit, { body: {}, appId: APP, headers: page });
  const json = await device.authenticate(authenticationOptionsToJson(init.data.options), signal);
  return { challenge: init.data.options.challenge, authenticator_response: authenticationResponseToWire(json) };
}

describe('passkeys domain', () => {
  it('register/init gives options for the page’s host as rp id, a fresh challenge each time', async () => {
    const { init } = await signup();
    expect(init.data.options).toMatchObject({
      rp: { id: 'localhost' },
      authenticator_selection: { resident_key: 'required' },
      pub_key_cred_params: expect.arrayContaining([{ alg: -7, type: 'public-key' }]),
    });
    const again = await call(emulator, routes.passkey.registerInit, { body: {}, appId: APP, headers: page });
    expect(again.data.options.challenge).not.toBe(init.data.options.challenge);
  });

  it('signs up, then logs in with a verified signature; a replayed answer is refused', async () => {
    const { device, res } = await signup();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ is_new_user: true, user: { linked_accounts: [{ type: 'passkey' }] } });
    const answer = await loginAnswer(device);
    const login = await call(emulator, routes.passkey.authenticate, { body: answer, appId: APP, headers: page });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({ is_new_user: false, user: { id: res.data.user!.id } });
    const replay = await call(emulator, routes.passkey.authenticate, { body: answer, appId: APP, headers: page });
    expect(replay.status).toBe(401);
    expect(replay.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses a tampered signature and an unknown passkey (401 invalid_credentials)', async () => {
    const { device } = await signup();
    const answer = await loginAnswer(device);
    const signature = Buffer.from(answer.authenticator_response.response.signature, 'base64url');
    signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 1, signature.length - 1);
    answer.authenticator_response.response.signature = signature.toString('base64url');
    const tampered = await call(emulator, routes.passkey.authenticate, { body: answer, appId: APP, headers: page });
    expect(tampered.status).toBe(401);
    const stranger = softPasskeyAuthenticator({ origin: ORIGIN });
    await stranger.register(registrationOptionsToJson((await signup()).init.data.options), signal);
    const unknown = await call(emulator, routes.passkey.authenticate, {
      body: await loginAnswer(stranger),
      appId: APP,
      headers: page,
    });
    expect(unknown.status).toBe(401);
  });

  it('needs the page’s Origin, one the app admits', async () => {
    const missing = await call(emulator, routes.passkey.registerInit, { body: {}, appId: APP });
    expect(missing.status).toBe(400);
    expect(missing.error.code).toBe(ErrorCode.INVALID_DATA);
    emulator.seed({
      apps: [
        { id: APP, passkey_auth: true, passkeys_for_signup_enabled: true, allowed_domains: ['https://app.example'] },
      ],
    });
    const refused = await call(emulator, routes.passkey.authenticateInit, { body: {}, appId: APP, headers: page });
    expect(refused.status).toBe(403);
  });

  it('refuses signup when passkeys_for_signup_enabled is off, and everything when passkey_auth is off', async () => {
    emulator.seed({ apps: [{ id: APP, passkey_auth: true, passkeys_for_signup_enabled: false }] });
    const signupOff = await call(emulator, routes.passkey.registerInit, { body: {}, appId: APP, headers: page });
    expect(signupOff.status).toBe(403);
    expect(signupOff.error.code).toBe(ErrorCode.DISALLOWED_LOGIN_METHOD);
    emulator.seed({ apps: [{ id: APP, passkey_auth: false }] });
    const off = await call(emulator, routes.passkey.authenticateInit, { body: {}, appId: APP, headers: page });
    expect(off.status).toBe(403);
  });

  it('refuses a login whose signature counter did not move past the last one (a cloned authenticator)', async () => {
    const { device } = await signup();
    const login = async () =>
      call(emulator, routes.passkey.authenticate, { body: await loginAnswer(device), appId: APP, headers: page });
    expect((await login()).status).toBe(200);
    expect((await login()).status).toBe(200);
    // A copy of the key made before those two logins answers with a counter the emulator has seen.
    device.credentials[0]!.counter = 1;
    const clone = await login();
    expect(clone.status).toBe(401);
    expect(clone.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(emulator.exportState().domains.passkeys.credentials).toEqual([expect.objectContaining({ counter: 2 })]);
  });

  it('refuses a passkey sign-up once the app holds max_users users (403), and creates no user', async () => {
    emulator.seed({ apps: [{ id: APP, passkey_auth: true, passkeys_for_signup_enabled: true, max_users: 1 }] });
    expect((await signup()).res.status).toBe(200);
    const { res } = await signup();
    expect(res.status).toBe(403);
    expect(res.error.code).toBe(ErrorCode.USER_LIMIT_REACHED);
    expect(emulator.exportState().domains.users).toHaveLength(1);
  });

  it('keeps credentials and counters in the exported state', async () => {
    const { device } = await signup();
    const state = emulator.exportState();
    expect(state.domains.passkeys.credentials).toEqual([
      expect.objectContaining({
        app_id: APP,
        credential_id: device.credentials[0]!.id.toString('base64url'),
        counter: 0,
      }),
    ]);
    emulator.reset();
    await emulator.importState(state);
    const login = await call(emulator, routes.passkey.authenticate, {
      body: await loginAnswer(device),
      appId: APP,
      headers: page,
    });
    expect(login.status).toBe(200);
  });
});
