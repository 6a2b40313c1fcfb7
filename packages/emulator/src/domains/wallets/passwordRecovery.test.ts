import { MFA_LIMITS, routeDomains as routes } from '@foyer/headless/contract';
import { scryptAsync } from '@noble/hashes/scrypt';
import { base64 } from '@scure/base';
import { generateSync } from 'otplib';
import { bytesToHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { personalSign, walletDevice } from '../../test/walletDevice.ts';
import { createSession } from '../../testing.ts';

const APP = 'foyer-password-recovery-01';
const PASSWORD = 'correct-Horse-7!';
// Each scrypt derivation (N = 2^17) takes about 2 s in Node.
const SLOW = 60_000;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, mfa_methods: ['totp'], allowed_domains: [] }] });
});

type Device = ReturnType<typeof walletDevice>;
let counter = 0;

/** A user with both wallets made on one device (`create` adds recovery fields to both creations). */
async function userWithWallets(create: Record<string, unknown> = {}) {
  const auth = await createSession(emulator, { email: `password.${++counter}@example.com`, app_id: APP });
  const token = auth.token!;
  const device = walletDevice(emulator, APP);
  const eth = await device.send('privy:wallet:create', { accessToken: token, ...create });
  const address = eth.data!.address as `0x${string}`;
  const sol = await device.send('privy:solana-wallet:create', {
    accessToken: token,
    ethereumAddress: address,
    ...create,
  });
  const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
  return { token, userId: auth.user!.id, device, address, publicKey: sol.data!.publicKey as string, ref };
}
type User = Awaited<ReturnType<typeof userWithWallets>>;

/** `personal_sign` on `device`, verified with viem against the user's address (or the iframe's error). */
const signs = (user: User, device: Device, mfa: Record<string, unknown> = {}) =>
  personalSign(device, user, `signed ${++counter}`, mfa);

const setPassword = (user: User, device: Device, password: string, extra: Record<string, unknown> = {}) =>
  device.send('privy:wallets:set-recovery', {
    ...user.ref,
    recoveryMethod: 'user-passcode',
    recoveryPassword: password,
    ...extra,
  });

const recoveryMethods = async (token: string) =>
  (await call(emulator, routes.users.me, { token, appId: APP })).data.user.linked_accounts
    .filter((account) => account.type === 'wallet')
    .map((account) => (account as { recovery_method: string }).recovery_method);

const devicesOf = (userId: string) =>
  emulator.exportState().domains.wallets.devices.filter((device) => device.user_id === userId);

describe('password recovery', () => {
  it(
    'set-recovery to a password: a new device recovers with it (a wrong one stores and registers nothing), same wallets, signs',
    async () => {
      const user = await userWithWallets();
      expect((await setPassword(user, user.device, PASSWORD)).data).toEqual({
        entropyId: user.address,
        entropyIdVerifier: 'ethereum-address-verifier',
        recoveryMethod: 'user-passcode',
      });
      expect(await recoveryMethods(user.token)).toEqual(['user-passcode', 'user-passcode']);

      const phone = walletDevice(emulator, APP);
      expect(await signs(user, phone)).toMatchObject({ type: 'wallet_not_on_device' });
      const automatic = await phone.send('privy:wallets:recover', user.ref);
      expect(automatic.error).toEqual({
        type: 'invalid_request_arguments',
        message:
          "This wallet is recovered with the user's password, not automatically: the provider cannot open its recovery share",
      });
      const wrong = await phone.send('privy:wallets:recover', { ...user.ref, recoveryPassword: 'wrong-password' });
      expect(wrong.error).toEqual({ type: 'invalid_recovery_pin', message: 'Invalid recovery password' });
      expect(phone.storage.entries()).toEqual([]);
      expect(devicesOf(user.userId)).toHaveLength(1);

      const right = await phone.send('privy:wallets:recover', { ...user.ref, recoveryPassword: PASSWORD });
      expect(right.data).toEqual({ entropyId: user.address });
      expect(devicesOf(user.userId)).toHaveLength(2);
      expect(await signs(user, phone)).toBe(true);
      const added = await phone.send('privy:wallets:add', { ...user.ref, chainType: 'ethereum', hdWalletIndex: 1 });
      expect(added.data?.address).toMatch(/^0x/);
      // The first device never lost its share.
      expect(await signs(user, user.device)).toBe(true);
    },
    SLOW,
  );

  it(
    'creates wallets with a password from the start (spec §5 password rules), recovered elsewhere with it',
    async () => {
      const auth = await createSession(emulator, { email: 'rules@example.com', app_id: APP });
      const device = walletDevice(emulator, APP);
      const create = (recoveryPassword: string) =>
        device.send('privy:wallet:create', {
          accessToken: auth.token!,
          recoveryMethod: 'user-passcode',
          recoveryPassword,
        });
      expect((await create('abc12')).error).toEqual({
        type: 'invalid_request_arguments',
        message: 'The recovery password must be at least 6 characters',
      });
      expect((await create('my pass~word')).error).toEqual({
        type: 'invalid_request_arguments',
        message: 'The recovery password may hold only letters, digits and !@#$%^&*()-_+ (not SPACE ~)',
      });
      expect(emulator.exportState().domains.wallets.entropies).toEqual([]);

      const user = await userWithWallets({ recoveryMethod: 'user-passcode', recoveryPassword: PASSWORD });
      expect(await recoveryMethods(user.token)).toEqual(['user-passcode', 'user-passcode']);
      const phone = walletDevice(emulator, APP);
      expect((await phone.send('privy:wallets:recover', { ...user.ref, recoveryPassword: PASSWORD })).data).toEqual({
        entropyId: user.address,
      });
      expect(await signs(user, phone)).toBe(true);
    },
    SLOW,
  );

  it(
    'changing the password: the old one no longer opens; back to automatic recovery, no password is needed',
    async () => {
      const user = await userWithWallets({ recoveryMethod: 'user-passcode', recoveryPassword: PASSWORD });
      const changed = await setPassword(user, user.device, 'New-password-2', {
        existingRecoveryMethod: 'user-passcode',
      });
      expect(changed.data?.recoveryMethod).toBe('user-passcode');
      const phone = walletDevice(emulator, APP);
      const old = await phone.send('privy:wallets:recover', { ...user.ref, recoveryPassword: PASSWORD });
      expect(old.error?.type).toBe('invalid_recovery_pin');
      expect(
        (await phone.send('privy:wallets:recover', { ...user.ref, recoveryPassword: 'New-password-2' })).data,
      ).toEqual({ entropyId: user.address });

      const automatic = await phone.send('privy:wallets:set-recovery', {
        ...user.ref,
        recoveryMethod: 'privy',
        existingRecoveryMethod: 'user-passcode',
      });
      expect(automatic.data?.recoveryMethod).toBe('privy');
      expect(await recoveryMethods(user.token)).toEqual(['privy', 'privy']);
      const laptop = walletDevice(emulator, APP);
      const withPassword = await laptop.send('privy:wallets:recover', {
        ...user.ref,
        recoveryPassword: 'New-password-2',
      });
      expect(withPassword.error).toEqual({
        type: 'invalid_request_arguments',
        message: 'This wallet uses automatic recovery: it has no password or cloud backup',
      });
      expect((await laptop.send('privy:wallets:recover', user.ref)).data).toEqual({ entropyId: user.address });
      for (const device of [user.device, phone, laptop]) expect(await signs(user, device)).toBe(true);
    },
    SLOW,
  );

  it(
    'the provider keeps no password and no key derived from it (the exported state), only the ciphertext, salt and costs',
    async () => {
      const user = await userWithWallets();
      await setPassword(user, user.device, PASSWORD);
      const state = emulator.exportState();
      const entropy = state.domains.wallets.entropies.find((candidate) => candidate.entropy_id === user.address)!;
      expect(entropy).toMatchObject({
        recovery_method: 'user-passcode',
        recovery_kdf: { algorithm: 'scrypt', n: 2 ** 17, r: 8, p: 1, salt: expect.any(String) },
      });
      expect(entropy).not.toHaveProperty('wrapped_recovery_key');
      if (entropy.recovery_method !== 'user-passcode') throw new Error('unreachable');
      const { salt, n, r, p } = entropy.recovery_kdf;
      const derived = await scryptAsync(PASSWORD, base64.decode(salt), { N: n, r, p, dkLen: 32 });
      const text = JSON.stringify(state);
      const utf8 = new TextEncoder().encode(PASSWORD);
      for (const secret of [PASSWORD, base64.encode(utf8), base64.encode(derived), bytesToHex(derived).slice(2)]) {
        expect(text).not.toContain(secret);
      }
      // The state loads back as it was.
      emulator.reset();
      await emulator.importState(state);
      expect(emulator.exportState().domains.wallets).toEqual(state.domains.wallets);
    },
    SLOW,
  );

  it(
    'a second device keeps signing after another device set a password',
    async () => {
      const user = await userWithWallets();
      const second = walletDevice(emulator, APP);
      expect((await second.send('privy:wallets:recover', user.ref)).data).toEqual({ entropyId: user.address });
      expect((await setPassword(user, user.device, PASSWORD)).data?.recoveryMethod).toBe('user-passcode');
      expect(await recoveryMethods(user.token)).toEqual(['user-passcode', 'user-passcode']);
      expect(await signs(user, second)).toBe(true);
      expect(await signs(user, user.device)).toBe(true);
    },
    SLOW,
  );

  it(
    'set-recovery and recovery are MFA-gated: the user’s code is asked once their MFA token has expired',
    async () => {
      const user = await userWithWallets();
      const init = await user.device.send('privy:mfa:init-enrollment', { accessToken: user.token, method: 'totp' });
      const secret = init.data!.secret as string;
      const app = () => emulator.forApp(APP);
      const code = () => generateSync({ secret, epoch: Math.floor(app().clock.now() / 1000) });
      await user.device.send('privy:mfa:submit-enrollment', { accessToken: user.token, method: 'totp', code: code() });
      app().clock.advance(MFA_LIMITS.tokenTtlMs);

      expect((await setPassword(user, user.device, PASSWORD)).error?.type).toBe('missing_or_invalid_mfa');
      app().clock.advance(30_000);
      const mfa = () => ({ mfaMethod: 'totp', mfaCode: code() });
      expect((await setPassword(user, user.device, PASSWORD, mfa())).data?.recoveryMethod).toBe('user-passcode');

      const phone = walletDevice(emulator, APP);
      const recover = { ...user.ref, recoveryPassword: PASSWORD };
      expect((await phone.send('privy:wallets:recover', recover)).error?.type).toBe('missing_or_invalid_mfa');
      app().clock.advance(30_000);
      expect((await phone.send('privy:wallets:recover', { ...recover, ...mfa() })).data).toEqual({
        entropyId: user.address,
      });
    },
    SLOW,
  );
});
