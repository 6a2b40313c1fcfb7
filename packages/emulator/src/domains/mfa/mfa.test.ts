import {
  authenticationOptionsToJson,
  authenticationResponseToWire,
  ErrorCode,
  MFA_LIMITS,
  MFA_TOKEN_HEADER,
  registrationOptionsToJson,
  registrationResponseToWire,
  routeDomains as routes,
} from '@foyer/headless/contract';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { softPasskeyAuthenticator } from '../../../../../test/support/softPasskey.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';

const APP = 'foyer-mfa-emu-00000000001';
const ORIGIN = 'http://localhost:5173';
const PHONE = '+14155550123';
const page = { origin: ORIGIN };
const signal = new AbortController().signal;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [
      { id: APP, name: 'Mfa App', passkey_auth: true, mfa_methods: ['totp', 'sms', 'passkey'], allowed_domains: [] },
    ],
  });
});

let counter = 0;
async function newUser() {
  const email = `mfa.${++counter}@example.com`;
  const auth = await createSession(emulator, { email, app_id: APP });
  return { token: auth.token!, userId: auth.user!.id, email };
}

type Route = Parameters<typeof call>[1];
/** A call of `user` for app APP, with an MFA token when given. */
const as =
  (user: { token: string }) =>
  <R extends Route>(def: R, body: Record<string, unknown> = {}, mfaToken?: string) =>
    call(emulator, def, {
      appId: APP,
      token: user.token,
      body,
      headers: { ...page, ...(mfaToken ? { [MFA_TOKEN_HEADER]: mfaToken } : {}) },
    });

/** A user with an authenticator app enrolled; `code()` is what the app shows now. */
async function totpUser() {
  const user = await newUser();
  const send = as(user);
  const init = await send(routes.mfaWallet.totpInit);
  expect(init.status).toBe(200);
  const enroll = await send(routes.mfaWallet.totpEnroll, {
    code: generateSync({ secret: init.data.totpSecret, epoch: Math.floor(emulator.forApp(APP).clock.now() / 1000) }),
  });
  expect(enroll.status).toBe(200);
  const code = () => emulator.forApp(APP).mfa.totpCode(user.userId);
  return { ...user, send, secret: init.data.totpSecret, enroll, code };
}

const step = () => emulator.forApp(APP).clock.advance(30_000);

describe('TOTP', () => {
  it('init hands out a secret and its otpauth URI; enroll proves it with a code and adds the method', async () => {
    const user = await newUser();
    const send = as(user);
    const init = await send(routes.mfaWallet.totpInit);
    expect(init.data.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(init.data.totpAuthUrl);
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Mfa App:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(init.data.totpSecret);
    expect(url.searchParams.get('issuer')).toBe('Mfa App');

    const wrong = await send(routes.mfaWallet.totpEnroll, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    const now = Math.floor(emulator.forApp(APP).clock.now() / 1000);
    const enrolled = await send(routes.mfaWallet.totpEnroll, {
      code: generateSync({ secret: init.data.totpSecret, epoch: now }),
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.data.mfa_methods).toEqual([{ type: 'totp', verified_at: expect.any(Number) }]);
  });

  it("the developer page shows a user's methods and their authenticator app's current code", async () => {
    const user = await totpUser();
    const html = await (await fetch(`${emulator.url}/__emulator/`)).text();
    expect(html).toContain(`totp (authenticator code ${user.code()})`);
  });

  it('verify answers an MFA token for a code of the app clock, ±1 step, and refuses a code used before', async () => {
    const user = await totpUser();
    step();
    const code = user.code();
    const verified = await user.send(routes.mfaWallet.totpVerify, { code });
    expect(verified.status).toBe(200);
    expect(verified.data.token.split('.')).toHaveLength(3);
    const replay = await user.send(routes.mfaWallet.totpVerify, { code });
    expect(replay.status).toBe(400);
    expect(replay.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);

    step();
    const previous = user.code();
    step();
    expect((await user.send(routes.mfaWallet.totpVerify, { code: previous })).status).toBe(200);
    const old = user.code();
    step();
    step();
    expect((await user.send(routes.mfaWallet.totpVerify, { code: old })).status).toBe(400);
  });

  it('locks verification after 4 wrong codes in a row (429) for 10 s of the app clock', async () => {
    const user = await totpUser();
    step();
    for (let attempt = 1; attempt < MFA_LIMITS.maxAttempts; attempt++) {
      expect((await user.send(routes.mfaWallet.totpVerify, { code: '000000' })).status).toBe(400);
    }
    const fourth = await user.send(routes.mfaWallet.totpVerify, { code: '000000' });
    expect(fourth.status).toBe(429);
    expect(fourth.error.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await user.send(routes.mfaWallet.totpVerify, { code: user.code() })).status).toBe(429);
    emulator.forApp(APP).clock.advance(MFA_LIMITS.lockoutMs);
    expect((await user.send(routes.mfaWallet.totpVerify, { code: user.code() })).status).toBe(200);
  });

  it('unenroll needs an MFA token of the user, valid for 15 minutes of the app clock', async () => {
    const user = await totpUser();
    const without = await user.send(routes.mfaWallet.totpUnenroll);
    expect(without.status).toBe(403);
    expect(without.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    step();
    const { token } = (await user.send(routes.mfaWallet.totpVerify, { code: user.code() })).data;
    const other = await totpUser();
    expect((await other.send(routes.mfaWallet.totpUnenroll, {}, token)).status).toBe(403);
    // The access token is no MFA token.
    expect((await user.send(routes.mfaWallet.totpUnenroll, {}, user.token)).status).toBe(403);
    emulator.forApp(APP).clock.advance(MFA_LIMITS.tokenTtlMs);
    expect((await user.send(routes.mfaWallet.totpUnenroll, {}, token)).status).toBe(403);
    step();
    const fresh = (await user.send(routes.mfaWallet.totpVerify, { code: user.code() })).data.token;
    const removed = await user.send(routes.mfaWallet.totpUnenroll, {}, fresh);
    expect(removed.status).toBe(200);
    expect((await call(emulator, routes.users.me, { appId: APP, token: user.token })).data.user.mfa_methods).toEqual(
      [],
    );
    expect(() => emulator.forApp(APP).mfa.totpCode(user.userId)).toThrow(/no authenticator app/);
    expect((await user.send(routes.mfaWallet.totpVerify, { code: '123456' })).status).toBe(400);
  });

  it('adding a method once one exists needs MFA; a method the app does not enable is refused', async () => {
    const user = await totpUser();
    await user.send(routes.mfa.smsInit, { action: 'enroll', phoneNumber: PHONE });
    const code = await emulator.forApp(APP).latestCode(PHONE);
    const refused = await user.send(routes.mfaWallet.smsEnroll, { code, phoneNumber: PHONE });
    expect(refused.status).toBe(403);
    expect(refused.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);

    emulator.seed({ apps: [{ id: APP, mfa_methods: ['sms'] }] });
    const other = await newUser();
    const off = await as(other)(routes.mfaWallet.totpInit);
    expect(off.status).toBe(400);
    expect(off.error.code).toBe(ErrorCode.INVALID_DATA);
  });

  it('keeps secrets in the exported state; reset forgets them', async () => {
    const user = await totpUser();
    const state = emulator.exportState();
    expect(state.domains.mfa).toEqual([
      expect.objectContaining({ app_id: APP, user_id: user.userId, totp_secret: user.secret }),
    ]);
    emulator.reset();
    expect(emulator.exportState().domains.mfa).toEqual([]);
    await emulator.importState(state);
    step();
    expect((await user.send(routes.mfaWallet.totpVerify, { code: user.code() })).status).toBe(200);
    emulator.forApp(APP).reset();
    expect(emulator.exportState().domains.mfa).toEqual([]);
  });
});

describe('SMS', () => {
  it('enrolls a phone with a code from the outbox, verifies with a new code, unenrolls with MFA', async () => {
    const user = await newUser();
    const send = as(user);
    expect((await send(routes.mfa.smsInit, { action: 'enroll', phoneNumber: PHONE })).status).toBe(200);
    const enrollCode = await emulator.forApp(APP).latestCode(PHONE);
    expect((await send(routes.mfaWallet.smsEnroll, { code: '000000', phoneNumber: PHONE })).status).toBe(400);
    const enrolled = await send(routes.mfaWallet.smsEnroll, { code: enrollCode, phoneNumber: PHONE });
    expect(enrolled.status).toBe(200);
    expect(enrolled.data.mfa_methods).toEqual([{ type: 'sms', verified_at: expect.any(Number) }]);

    expect((await send(routes.mfa.smsInit, { action: 'verify' })).status).toBe(200);
    const code = await emulator.forApp(APP).latestCode(PHONE);
    expect(code).not.toBe(enrollCode);
    const wrong = await send(routes.mfaWallet.smsVerify, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    const verified = await send(routes.mfaWallet.smsVerify, { code });
    expect(verified.status).toBe(200);
    expect((await send(routes.mfaWallet.smsVerify, { code })).status).toBe(400);

    expect((await send(routes.mfaWallet.smsUnenroll)).status).toBe(403);
    expect((await send(routes.mfaWallet.smsUnenroll, {}, verified.data.token)).status).toBe(200);
    expect(emulator.exportState().domains.mfa).toEqual([expect.objectContaining({ phone_number: null })]);
    expect((await send(routes.mfa.smsInit, { action: 'verify' })).status).toBe(400);
  });

  it('a login code for the same phone is no MFA code', async () => {
    emulator.seed({ apps: [{ id: APP, sms_auth: true, mfa_methods: ['sms'] }] });
    const user = await newUser();
    const send = as(user);
    await send(routes.mfa.smsInit, { action: 'enroll', phoneNumber: PHONE });
    await call(emulator, routes.sms.init, { appId: APP, body: { phoneNumber: PHONE } });
    const loginCode = await emulator.forApp(APP).latestCode(PHONE);
    expect((await send(routes.mfaWallet.smsEnroll, { code: loginCode, phoneNumber: PHONE })).status).toBe(400);
  });
});

describe('passkeys', () => {
  /** A user (e-mail) who linked a passkey of `device`; returns its credential id. */
  async function withPasskey() {
    const user = await newUser();
    const send = as(user);
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const init = await send(routes.passkey.linkInit);
    const json = await device.register(registrationOptionsToJson(init.data.options), signal);
    const linked = await send(routes.passkey.link, { authenticator_response: registrationResponseToWire(json) });
    expect(linked.status).toBe(200);
    return { ...user, send, device, credentialId: json.id };
  }

  async function assertion(user: Awaited<ReturnType<typeof withPasskey>>, device = user.device) {
    const init = await user.send(routes.passkey.mfaInit);
    expect(init.status).toBe(200);
    const json = await device.authenticate(authenticationOptionsToJson(init.data.options), signal);
    return { init, authenticator_response: authenticationResponseToWire(json) };
  }

  it('enrolls the user’s passkey, verifies a real assertion by it, and refuses a replay or a tampered one', async () => {
    const user = await withPasskey();
    expect((await user.send(routes.passkey.mfaInit)).status).toBe(400);
    const stranger = await withPasskey();
    const notTheirs = await user.send(routes.mfaWallet.passkeyEnrollment, {
      credential_ids: [stranger.credentialId],
      remove_for_login: false,
    });
    expect(notTheirs.status).toBe(400);
    const enrolled = await user.send(routes.mfaWallet.passkeyEnrollment, {
      credential_ids: [user.credentialId],
      remove_for_login: false,
    });
    expect(enrolled.status).toBe(200);
    const me = (await call(emulator, routes.users.me, { appId: APP, token: user.token })).data.user;
    expect(me.mfa_methods).toEqual([{ type: 'passkey', verified_at: expect.any(Number) }]);
    expect(me.linked_accounts).toContainEqual(expect.objectContaining({ type: 'passkey', enrolled_in_mfa: true }));

    const { init, authenticator_response } = await assertion(user);
    expect(init.data.options.allow_credentials).toEqual([expect.objectContaining({ id: user.credentialId })]);
    const verified = await user.send(routes.mfaWallet.passkeyVerify, { authenticator_response });
    expect(verified.status).toBe(200);
    expect(verified.data.token).toEqual(expect.any(String));
    const replay = await user.send(routes.mfaWallet.passkeyVerify, { authenticator_response });
    expect(replay.status).toBe(400);
    expect(replay.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);

    const next = await assertion(user);
    const signature = Buffer.from(next.authenticator_response.response.signature, 'base64url');
    signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 1, signature.length - 1);
    next.authenticator_response.response.signature = signature.toString('base64url');
    expect((await user.send(routes.mfaWallet.passkeyVerify, next)).status).toBe(400);
  });

  it('changing the enrollment and unlinking an enrolled passkey need MFA; an empty list with remove_for_login unlinks it', async () => {
    const user = await withPasskey();
    await user.send(routes.mfaWallet.passkeyEnrollment, {
      credential_ids: [user.credentialId],
      remove_for_login: false,
    });
    const unlink = { credential_id: user.credentialId, remove_as_mfa: true };
    const refused = await user.send(routes.accounts.unlinkPasskey, unlink);
    expect(refused.status).toBe(403);
    expect(refused.error.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    const empty = { credential_ids: [], remove_for_login: true };
    expect((await user.send(routes.mfaWallet.passkeyEnrollment, empty)).status).toBe(403);

    const { authenticator_response } = await assertion(user);
    const { token } = (await user.send(routes.mfaWallet.passkeyVerify, { authenticator_response })).data;
    expect((await user.send(routes.mfaWallet.passkeyEnrollment, empty, token)).status).toBe(200);
    const me = (await call(emulator, routes.users.me, { appId: APP, token: user.token })).data.user;
    expect(me.mfa_methods).toEqual([]);
    expect(me.linked_accounts.filter((account) => account.type === 'passkey')).toEqual([]);
    expect(emulator.exportState().domains.passkeys.credentials).toEqual([]);
  });
});
