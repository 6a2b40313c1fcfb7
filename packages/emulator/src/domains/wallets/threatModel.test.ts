import { routeDomains as routes } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import { generateSync } from 'otplib';
import { bytesToHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { createWalletKms, newWalletKmsKey } from '../../kernel/walletKms.ts';
import { call } from '../../test/support.ts';
import { outsideDevice, walletDevice } from '../../test/walletDevice.ts';
import { createSession } from '../../testing.ts';
import { addressOf, hdKeys } from '../../walletIframe/keySource.ts';
import { openShare } from '../../walletIframe/recoveryProtection.ts';
import { combineShares } from '../../walletIframe/shares.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import { openSealedShare, recipientKeyPair } from './seal.ts';

// The rows of docs/threat-model.md, one `describe` each: what an attacker gets today. Where MFA and
// user-owned recovery will change a row, the test says so.

const kmsKey = newWalletKmsKey();
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0, walletKmsKey: kmsKey });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
/** A user whose two wallets were created on their own device (the iframe's code, its own storage). */
async function victim() {
  const auth = await createSession(emulator, { email: `victim.${++counter}@example.com` });
  const token = auth.token!;
  const device = walletDevice(emulator, DEFAULT_APP_ID);
  const created = await device.send('privy:wallet:create', { accessToken: token });
  const address = created.data!.address as `0x${string}`;
  await device.send('privy:solana-wallet:create', { accessToken: token, ethereumAddress: address });
  return { token, refreshToken: auth.refresh_token!, userId: auth.user!.id, device, address };
}

const ref = (address: string) => ({ entropy_id: address, entropy_id_verifier: 'ethereum-address-verifier' as const });
/** Outside a browser anyone can claim the emulator's own origin. */
const forgedOrigin = () => ({ origin: emulator.url });

/** The recovery key in the clear, as only the key store can unwrap it (to look for it in responses). */
async function recoveryKeyOf(address: string): Promise<string> {
  const entropy = emulator.exportState().domains.wallets.entropies.find((e) => e.entropy_id === address)!;
  if (entropy.recovery_method !== 'privy') throw new Error('Not under automatic recovery');
  return base64.encode(await (await createWalletKms(kmsKey)).unwrap(entropy.wrapped_recovery_key));
}

/** Everything a token holder outside a browser can do through automatic recovery: the entropy, or the refusal. */
async function recoverOutside(token: string, address: string) {
  const outside = await outsideDevice(emulator, token, DEFAULT_APP_ID);
  const challenge = await call(emulator, routes.embeddedWallets.challenge, {
    token,
    headers: forgedOrigin(),
    body: {},
  });
  if (challenge.status !== 200) return { status: challenge.status, bodies: [JSON.stringify(challenge.error)] };
  const recipient = await recipientKeyPair();
  const recovered = await call(emulator, routes.embeddedWallets.recover, {
    token,
    headers: forgedOrigin(),
    body: { ...ref(address), device: await outside.proof(), recipient_public_key: recipient.publicKey },
  });
  if (recovered.status !== 200) return { status: recovered.status, bodies: [JSON.stringify(recovered.error)] };
  const auth = await call(emulator, routes.embeddedWallets.authShare, {
    token,
    headers: forgedOrigin(),
    body: { ...ref(address), device: await outside.proof() },
  });
  const share = await openSealedShare(recipient.privateKey, recovered.data.sealed_recovery_share);
  const entropy = await combineShares(base64.decode(auth.data.auth_share), share);
  return { status: 200, entropy, bodies: [JSON.stringify(recovered.data), JSON.stringify(auth.data)] };
}

describe('threat model: a stolen access token, used outside any browser', () => {
  it('gets no auth share and no recovery key: headers prove nothing, a device key of its own is not registered', async () => {
    const { token, address } = await victim();
    const outside = await outsideDevice(emulator, token, DEFAULT_APP_ID);
    const auth = await call(emulator, routes.embeddedWallets.authShare, {
      token,
      headers: forgedOrigin(),
      body: { ...ref(address), device: await outside.proof() },
    });
    expect(auth.status).toBe(403);
    expect(JSON.stringify(auth.error)).not.toMatch(/auth_share/);
    const keyMaterial = await fetch(`${emulator.url}/api/v1/embedded_wallets/${address}/recovery/key_material`, {
      method: 'POST',
      headers: { ...forgedOrigin(), authorization: `Bearer ${token}`, 'privy-app-id': DEFAULT_APP_ID },
    });
    expect(keyMaterial.status).toBe(404);
  });

  it('rebuilds the key through automatic recovery, which registers its device where the user and the developer page see it', async () => {
    // Today's row: automatic recovery needs nothing but a login. MFA (when enrolled) and a recovery
    // password will each close this door; until then the docs say so.
    const { token, address, userId } = await victim();
    const recoveryKey = await recoveryKeyOf(address);
    const result = await recoverOutside(token, address);
    expect(result.status).toBe(200);
    expect(addressOf(hdKeys(result.entropy!), 'ethereum', 0).toLowerCase()).toBe(address.toLowerCase());
    // The recovery key itself never left the key store: it is in no response.
    for (const body of result.bodies) expect(body).not.toContain(recoveryKey);
    const devices = emulator.exportState().domains.wallets.devices.filter((device) => device.user_id === userId);
    expect(devices.map((device) => device.registered_by)).toEqual(['creation', 'recovery']);
    const page = await (await fetch(`${emulator.url}/__emulator/`)).text();
    expect(page).toContain('creation, recovery');
  });

  it('gets nothing once the session has ended', async () => {
    const { token, refreshToken, address } = await victim();
    await call(emulator, routes.session.logout, { token, body: { refresh_token: refreshToken } });
    expect((await recoverOutside(token, address)).status).toBe(401);
  });
});

describe('threat model: a stolen access token, once the user has enrolled MFA', () => {
  it('cannot sign or recover: the shares need an MFA token of the user, which only their code makes', async () => {
    emulator.seed({ apps: [{ id: DEFAULT_APP_ID, mfa_methods: ['totp'] }] });
    const { token, address, userId, device } = await victim();
    const init = await device.send('privy:mfa:init-enrollment', { accessToken: token, method: 'totp' });
    const epoch = Math.floor(emulator.clock.now() / 1000);
    const code = generateSync({ secret: init.data!.secret as string, epoch });
    expect(
      await device.send('privy:mfa:submit-enrollment', { accessToken: token, method: 'totp', code }),
    ).toMatchObject({ data: {} });
    // Outside any browser: no recovery, whatever the device and headers.
    const recovered = await recoverOutside(token, address);
    expect(recovered.status).toBe(403);
    expect(recovered.bodies.join()).toContain('missing_or_invalid_mfa');
    // Through the user's own iframe (a script on the app's page): no signature, no recovery on a new device.
    const rpc = {
      accessToken: token,
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      chainType: 'ethereum',
      hdWalletIndex: 0,
      request: { method: 'personal_sign', params: ['drain', address] },
    };
    expect((await device.send('privy:wallets:rpc', rpc)).error?.type).toBe('missing_or_invalid_mfa');
    const { entropyId, entropyIdVerifier } = rpc;
    const other = walletDevice(emulator, DEFAULT_APP_ID);
    const recover = { accessToken: token, entropyId, entropyIdVerifier };
    expect((await other.send('privy:wallets:recover', recover)).error?.type).toBe('missing_or_invalid_mfa');
    // The user's code opens it.
    emulator.clock.advance(30_000);
    const mfa = { mfaMethod: 'totp', mfaCode: emulator.mfa.totpCode(userId) };
    expect((await device.send('privy:wallets:rpc', { ...rpc, ...mfa })).data).toMatchObject({ address });
  });
});

describe('threat model: a stolen refresh token', () => {
  it('mints access tokens (the row above) until the user logs out; then nothing', async () => {
    const { token, refreshToken, address } = await victim();
    const minted = await call(emulator, routes.session.refresh, { token, body: { refresh_token: refreshToken } });
    expect(minted.status).toBe(200);
    const stolen = minted.data.token!;
    expect((await recoverOutside(stolen, address)).status).toBe(200);
    await call(emulator, routes.session.logout, { token: stolen, body: { refresh_token: minted.data.refresh_token! } });
    const again = await call(emulator, routes.session.refresh, {
      token: stolen,
      body: { refresh_token: minted.data.refresh_token! },
    });
    expect(again.status).toBe(401);
    expect((await recoverOutside(stolen, address)).status).toBe(401);
  });
});

describe('threat model: the emulator’s files at rest', () => {
  it('the state file alone rebuilds no key; with the key-store file, automatic recovery works (that pair is the provider)', async () => {
    const { token, address, device } = await victim();
    const state = emulator.exportState();
    const json = JSON.stringify(state);
    const entropy = state.domains.wallets.entropies.find((e) => e.entropy_id === address)!;
    expect(Object.keys(entropy).sort()).toEqual([
      'app_id',
      'auth_share',
      'entropy_id',
      'entropy_id_verifier',
      'recovery_method',
      'recovery_share_ciphertext',
      'user_id',
      'wrapped_recovery_key',
    ]);
    // Devices are public keys only.
    expect(Object.keys(state.domains.wallets.devices[0]!).sort()).toEqual([
      'app_id',
      'last_used_at',
      'public_key',
      'registered_at',
      'registered_by',
      'user_id',
    ]);
    // Neither the entropy, nor the recovery key, nor a device's share is in it.
    const [[, stored]] = device.storage.entries() as [[string, string]];
    const deviceShare = base64.decode((JSON.parse(stored) as { share: string }).share);
    const secret = await combineShares(deviceShare, base64.decode(entropy.auth_share));
    expect(addressOf(hdKeys(secret), 'ethereum', 0).toLowerCase()).toBe(address.toLowerCase());
    for (const needle of [bytesToHex(secret).slice(2), base64.encode(secret), base64.encode(deviceShare)]) {
      expect(json).not.toContain(needle);
    }
    expect(json).not.toContain(await recoveryKeyOf(address));

    // Another instance with the state but another key store: the recovery share does not open.
    const elsewhere = await createEmulator({ port: 0 });
    try {
      await elsewhere.importState(state);
      const recovered = await walletDevice(elsewhere, DEFAULT_APP_ID).send('privy:wallets:recover', {
        accessToken: token,
        entropyId: address,
        entropyIdVerifier: 'ethereum-address-verifier',
      });
      expect(recovered.error).toMatchObject({ type: 'error', message: expect.stringMatching(/walletKmsKey/) });
    } finally {
      await elsewhere.close();
    }
    // With the key-store file (the CLI's sibling of the state file) the same state recovers.
    const restored = await createEmulator({ port: 0, walletKmsKey: kmsKey });
    try {
      await restored.importState(state);
      const recovered = await walletDevice(restored, DEFAULT_APP_ID).send('privy:wallets:recover', {
        accessToken: token,
        entropyId: address,
        entropyIdVerifier: 'ethereum-address-verifier',
      });
      expect(recovered.data).toEqual({ entropyId: address });
    } finally {
      await restored.close();
    }
  });
});

describe('threat model: a device’s storage at rest (the wallet iframe origin’s storage)', () => {
  it('holds one share and a device key: no key without the auth share, which needs the user’s login too', async () => {
    const { address, device } = await victim();
    const [[, stored]] = device.storage.entries() as [[string, string]];
    const deviceShare = base64.decode((JSON.parse(stored) as { share: string }).share);
    // One share is not the entropy: with anything but a share of the same split it rebuilds garbage.
    const guess = await combineShares(deviceShare, crypto.getRandomValues(new Uint8Array(deviceShare.length)));
    expect(addressOf(hdKeys(guess), 'ethereum', 0).toLowerCase()).not.toBe(address.toLowerCase());
    // The device key cannot be read out, even by the iframe's own code.
    const pair = device.keyPair.pair!;
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
    expect(emulator.exportState().domains.wallets.devices).toHaveLength(1);
  });
});

describe('threat model: user-owned recovery (a recovery password)', () => {
  const PASSWORD = 'Victim-pass-42';
  /** The victim, after setting a recovery password on their device. */
  async function passwordVictim() {
    const user = await victim();
    const ref = { accessToken: user.token, entropyId: user.address, entropyIdVerifier: 'ethereum-address-verifier' };
    const set = await user.device.send('privy:wallets:set-recovery', {
      ...ref,
      recoveryMethod: 'user-passcode',
      recoveryPassword: PASSWORD,
    });
    expect(set.data?.recoveryMethod).toBe('user-passcode');
    return { ...user, ref };
  }

  it('a stolen token: no automatic recovery; the auth share and the encrypted share need the password, one scrypt per guess', async () => {
    const { token, address, ref } = await passwordVictim();
    const outside = await recoverOutside(token, address);
    expect(outside.status).toBe(400);
    const found = await call(emulator, routes.embeddedWallets.userRecovery, {
      token,
      headers: forgedOrigin(),
      body: { entropy_id: ref.entropyId, entropy_id_verifier: 'ethereum-address-verifier' },
    });
    expect(found.status).toBe(200);
    const { recovery, auth_share } = found.data;
    if (recovery.recovery_method !== 'user-passcode') throw new Error('Not a password wallet');
    expect(recovery.recovery_kdf).toMatchObject({ algorithm: 'scrypt', n: 2 ** 17, r: 8, p: 1 });
    const open = (password: string) =>
      openShare(recovery, { password }, { read: never, write: never }).then(
        async (share) => addressOf(hdKeys(await combineShares(base64.decode(auth_share), share)), 'ethereum', 0),
        (error: { type: string }) => error.type,
      );
    expect(await open('a-guess')).toBe('invalid_recovery_pin');
    expect(await open(PASSWORD)).toBe(address);
  }, 30_000);

  it('the state file and the key-store file together rebuild no password wallet: the key store holds no key of it', async () => {
    const { token, address } = await passwordVictim();
    const state = emulator.exportState();
    const entropy = state.domains.wallets.entropies.find((e) => e.entropy_id === address)!;
    expect(entropy.recovery_method).toBe('user-passcode');
    expect(entropy).not.toHaveProperty('wrapped_recovery_key');
    const restored = await createEmulator({ port: 0, walletKmsKey: kmsKey });
    try {
      await restored.importState(state);
      const recovered = await walletDevice(restored, DEFAULT_APP_ID).send('privy:wallets:recover', {
        accessToken: token,
        entropyId: address,
        entropyIdVerifier: 'ethereum-address-verifier',
      });
      expect(recovered.error).toMatchObject({ type: 'invalid_request_arguments', message: /password/ });
    } finally {
      await restored.close();
    }
  }, 30_000);
});

const never = () => Promise.reject(new Error('No cloud in this test'));
