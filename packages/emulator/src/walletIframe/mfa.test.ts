import {
  authenticationOptionsToJson,
  authenticationResponseToWire,
  MFA_LIMITS,
  registrationOptionsToJson,
  registrationResponseToWire,
  routeDomains as routes,
} from '@foyer/headless/contract';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { softPasskeyAuthenticator } from '../../../../test/support/softPasskey.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { call } from '../test/support.ts';
import { personalSign, walletDevice } from '../test/walletDevice.ts';
import { createSession } from '../testing.ts';

const APP = 'foyer-mfa-iframe-000000001';
const ORIGIN = 'http://localhost:5173';
const PHONE = '+14155550199';
const signal = new AbortController().signal;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [{ id: APP, passkey_auth: true, mfa_methods: ['totp', 'sms', 'passkey'], allowed_domains: [] }],
  });
});
const app = () => emulator.forApp(APP);

let counter = 0;
/** A user with an Ethereum wallet made on their device. */
async function userWithWallet() {
  const auth = await createSession(emulator, { email: `mfa.iframe.${++counter}@example.com`, app_id: APP });
  const token = auth.token!;
  const device = walletDevice(emulator, APP);
  const address = (await device.send('privy:wallet:create', { accessToken: token })).data!.address as `0x${string}`;
  const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
  return { token, userId: auth.user!.id, device, address, ref };
}
type User = Awaited<ReturnType<typeof userWithWallet>>;

/** `personal_sign` of `message` on `device`, with MFA fields when given: the signature, or the iframe's error. */
async function sign(user: User, mfa: Record<string, unknown> = {}, device = user.device) {
  const result = await personalSign(device, user, `signed ${++counter}`, mfa);
  return typeof result === 'boolean' ? { signed: result } : result;
}

const totp = (user: User) => ({ mfaMethod: 'totp', mfaCode: app().mfa.totpCode(user.userId) });
const nextStep = () => app().clock.advance(30_000);

/** `user` enrolls an authenticator app through the iframe's events. */
async function enrollTotp(user: User) {
  const init = await user.device.send('privy:mfa:init-enrollment', { accessToken: user.token, method: 'totp' });
  expect(init.data).toEqual({
    method: 'totp',
    secret: expect.any(String),
    authUrl: expect.stringMatching(/^otpauth:/),
  });
  const code = generateSync({ secret: init.data!.secret as string, epoch: Math.floor(app().clock.now() / 1000) });
  const submitted = await user.device.send('privy:mfa:submit-enrollment', {
    accessToken: user.token,
    method: 'totp',
    code,
  });
  expect(submitted).toMatchObject({ data: {} });
  nextStep();
}

describe('wallet MFA in the iframe', () => {
  it('once TOTP is enrolled, a signature asks for MFA, signs with the right code, then works without one', async () => {
    const user = await userWithWallet();
    expect(await sign(user)).toEqual({ signed: true });
    await enrollTotp(user);
    expect(await sign(user)).toMatchObject({ type: 'missing_or_invalid_mfa' });
    expect(await sign(user, { mfaMethod: 'totp', mfaCode: '000000' })).toMatchObject({
      type: 'missing_or_invalid_mfa',
    });
    expect(await sign(user, totp(user))).toEqual({ signed: true });
    expect(await sign(user)).toEqual({ signed: true });
  });

  it('after 4 wrong codes answers mfa_verification_max_attempts_reached until 10 s have passed', async () => {
    const user = await userWithWallet();
    await enrollTotp(user);
    const wrong = { mfaMethod: 'totp', mfaCode: '000000' };
    for (let attempt = 1; attempt < MFA_LIMITS.maxAttempts; attempt++) {
      expect(await sign(user, wrong)).toMatchObject({ type: 'missing_or_invalid_mfa' });
    }
    expect(await sign(user, wrong)).toMatchObject({ type: 'mfa_verification_max_attempts_reached' });
    expect(await sign(user, totp(user))).toMatchObject({ type: 'mfa_verification_max_attempts_reached' });
    app().clock.advance(MFA_LIMITS.lockoutMs);
    expect(await sign(user, totp(user))).toEqual({ signed: true });
  });

  it('asks again once the MFA token has expired (15 min of the app clock), and after mfa:clear', async () => {
    const user = await userWithWallet();
    await enrollTotp(user);
    expect(await sign(user, totp(user))).toEqual({ signed: true });
    app().clock.advance(MFA_LIMITS.tokenTtlMs);
    expect(await sign(user)).toMatchObject({ type: 'missing_or_invalid_mfa' });
    expect(await sign(user, totp(user))).toEqual({ signed: true });
    expect(await sign(user)).toEqual({ signed: true });

    expect(await user.device.send('privy:mfa:clear', { userId: user.userId })).toMatchObject({ data: {} });
    expect(await sign(user)).toMatchObject({ type: 'missing_or_invalid_mfa' });
  });

  it('mfa:verify and mfa:unenroll always need MFA fields; unenrolling removes the method', async () => {
    const user = await userWithWallet();
    await enrollTotp(user);
    const verify = { accessToken: user.token };
    expect((await user.device.send('privy:mfa:verify', verify)).error?.type).toBe('missing_or_invalid_mfa');
    expect(await user.device.send('privy:mfa:verify', { ...verify, ...totp(user) })).toMatchObject({ data: {} });
    // A token in memory is not enough to remove a method.
    const unenroll = { accessToken: user.token, method: 'totp' };
    expect((await user.device.send('privy:mfa:unenroll', unenroll)).error?.type).toBe('missing_or_invalid_mfa');
    nextStep();
    expect(await user.device.send('privy:mfa:unenroll', { ...unenroll, ...totp(user) })).toMatchObject({ data: {} });
    const me = await call(emulator, routes.users.me, { appId: APP, token: user.token });
    expect(me.data.user.mfa_methods).toEqual([]);
    await user.device.send('privy:mfa:clear', { userId: user.userId });
    expect(await sign(user)).toEqual({ signed: true });
  });

  it('a new device recovers the wallet only with MFA', async () => {
    const user = await userWithWallet();
    await enrollTotp(user);
    const other = walletDevice(emulator, APP);
    expect((await other.send('privy:wallets:recover', user.ref)).error?.type).toBe('missing_or_invalid_mfa');
    expect((await other.send('privy:wallets:recover', { ...user.ref, ...totp(user) })).data).toEqual({
      entropyId: user.address,
    });
    expect(await sign(user, {}, other)).toEqual({ signed: true });
    // The first device holds no token of its own.
    expect(await sign(user)).toMatchObject({ type: 'missing_or_invalid_mfa' });
  });

  it('enrolls SMS with a code from the outbox and signs with an SMS code; a failed delivery is twilio_verification_failed', async () => {
    const user = await userWithWallet();
    const init = { accessToken: user.token, method: 'sms', phoneNumber: PHONE };
    app().faults.add({ path: routes.mfa.smsInit.path, status: 503, times: 1 });
    expect((await user.device.send('privy:mfa:init-enrollment', init)).error?.type).toBe('twilio_verification_failed');
    expect(await user.device.send('privy:mfa:init-enrollment', init)).toMatchObject({ data: { method: 'sms' } });
    const code = await app().latestCode(PHONE);
    const submit = { accessToken: user.token, method: 'sms', phoneNumber: PHONE };
    expect((await user.device.send('privy:mfa:submit-enrollment', { ...submit, code: '000000' })).error?.type).toBe(
      'missing_or_invalid_mfa',
    );
    expect(await user.device.send('privy:mfa:submit-enrollment', { ...submit, code })).toMatchObject({ data: {} });

    expect(await sign(user)).toMatchObject({ type: 'missing_or_invalid_mfa' });
    // The SDK has the code sent; the iframe verifies it.
    await call(emulator, routes.mfa.smsInit, { appId: APP, token: user.token, body: { action: 'verify' } });
    expect(await sign(user, { mfaMethod: 'sms', mfaCode: await app().latestCode(PHONE) })).toEqual({ signed: true });
  });

  it('enrolls a passkey, signs with a passkey assertion for the parent’s origin, and unlinks it with MFA', async () => {
    const user = await userWithWallet();
    const page = { appId: APP, token: user.token, headers: { origin: ORIGIN } };
    const authenticator = softPasskeyAuthenticator({ origin: ORIGIN });
    const linkInit = await call(emulator, routes.passkey.linkInit, { ...page, body: {} });
    const registration = await authenticator.register(registrationOptionsToJson(linkInit.data.options), signal);
    await call(emulator, routes.passkey.link, {
      ...page,
      body: { authenticator_response: registrationResponseToWire(registration) },
    });
    const enroll = { accessToken: user.token, method: 'passkey', credentialIds: [registration.id] };
    expect(await user.device.send('privy:mfa:submit-enrollment', enroll)).toMatchObject({ data: {} });
    expect(await sign(user)).toMatchObject({ type: 'missing_or_invalid_mfa' });

    /** What the SDK does on the page: options from the provider, an assertion from the authenticator. */
    const assertion = async () => {
      const init = await call(emulator, routes.passkey.mfaInit, { ...page, body: {} });
      const json = await authenticator.authenticate(authenticationOptionsToJson(init.data.options), signal);
      return { mfaMethod: 'passkey', mfaCode: authenticationResponseToWire(json), relyingParty: ORIGIN };
    };
    expect(await sign(user, { ...(await assertion()), relyingParty: 'http://localhost:6006' })).toMatchObject({
      type: 'missing_or_invalid_mfa',
    });
    expect(await sign(user, await assertion())).toEqual({ signed: true });

    const unlink = { accessToken: user.token, credentialId: registration.id, removeAsMfa: true };
    await user.device.send('privy:mfa:clear', { userId: user.userId });
    expect((await user.device.send('privy:auth:unlink-passkey', unlink)).error?.type).toBe('missing_or_invalid_mfa');
    expect(await user.device.send('privy:auth:unlink-passkey', { ...unlink, ...(await assertion()) })).toMatchObject({
      data: {},
    });
    const me = await call(emulator, routes.users.me, { appId: APP, token: user.token });
    expect(me.data.user.mfa_methods).toEqual([]);
    expect(me.data.user.linked_accounts.some((account) => account.type === 'passkey')).toBe(false);
  });

  it('answers bad MFA payloads with invalid_request_arguments', async () => {
    const user = await userWithWallet();
    const accessToken = user.token;
    for (const [event, data] of [
      ['privy:mfa:init-enrollment', { accessToken, method: 'email' }],
      ['privy:mfa:init-enrollment', { accessToken, method: 'sms' }],
      ['privy:mfa:submit-enrollment', { accessToken, method: 'totp' }],
      ['privy:mfa:submit-enrollment', { accessToken, method: 'passkey', credentialIds: 'id' }],
      ['privy:mfa:unenroll', { accessToken, method: 'passkey' }],
      ['privy:mfa:verify', {}],
      ['privy:mfa:clear', {}],
      ['privy:auth:unlink-passkey', { accessToken }],
      ['privy:mfa:verify', { accessToken, mfaMethod: 'passkey', mfaCode: {} }],
      ['privy:mfa:verify', { accessToken, mfaMethod: 'email', mfaCode: '123456' }],
    ] as const) {
      expect((await user.device.send(event, data)).error?.type, `${event} ${JSON.stringify(data)}`).toBe(
        'invalid_request_arguments',
      );
    }
  });
});
