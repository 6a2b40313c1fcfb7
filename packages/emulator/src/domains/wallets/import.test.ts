import { routeDomains as routes, type WireWalletAccount } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { bytesToHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { walletDevice } from '../../test/walletDevice.ts';
import { createSession } from '../../testing.ts';
import { entropyMnemonic, mnemonicSeed } from '../../walletIframe/keys.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
async function newUser(appId = DEFAULT_APP_ID) {
  const auth = await createSession(emulator, { email: `import.${++counter}@example.com`, app_id: appId });
  return auth.token!;
}

const me = async (token: string, appId = DEFAULT_APP_ID) =>
  (await call(emulator, routes.users.me, { token, appId })).data.user;
const walletsOf = async (token: string, appId = DEFAULT_APP_ID) =>
  (await me(token, appId)).linked_accounts.filter((account): account is WireWalletAccount => account.type === 'wallet');

function solanaKey() {
  const seed = ed25519.utils.randomPrivateKey();
  const publicKey = ed25519.getPublicKey(seed);
  const keypair = new Uint8Array(64);
  keypair.set(seed);
  keypair.set(publicKey, 32);
  return { seed, publicKey, address: base58.encode(publicKey), keypair: base58.encode(keypair) };
}

type Device = ReturnType<typeof walletDevice>;

async function personalSign(device: Device, token: string, address: string, message: string) {
  const reply = await device.send('privy:wallets:rpc', {
    accessToken: token,
    entropyId: address,
    entropyIdVerifier: 'ethereum-address-verifier',
    chainType: 'ethereum',
    hdWalletIndex: 0,
    request: { method: 'personal_sign', params: [message, address] },
  });
  return reply;
}

async function solanaSign(device: Device, token: string, address: string, message: Uint8Array) {
  const reply = await device.send('privy:wallets:rpc', {
    accessToken: token,
    entropyId: address,
    entropyIdVerifier: 'solana-address-verifier',
    chainType: 'solana',
    hdWalletIndex: 0,
    request: { method: 'signMessage', params: { message: base64.encode(message) } },
  });
  return reply;
}

describe('importing a wallet (privy:wallets:import)', () => {
  it('imports an Ethereum key as its own entropy, linked as an imported wallet, and signs with it', async () => {
    const token = await newUser();
    const device = walletDevice(emulator, DEFAULT_APP_ID);
    const privateKey = generatePrivateKey();
    const { address } = privateKeyToAccount(privateKey);
    const reply = await device.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'ethereum' });
    expect(reply.data).toEqual({ address });
    expect(JSON.stringify(reply)).not.toContain(privateKey.slice(2));
    expect(await walletsOf(token)).toEqual([
      expect.objectContaining({
        address,
        chain_type: 'ethereum',
        connector_type: 'embedded',
        wallet_client_type: 'privy',
        imported: true,
        wallet_index: 0,
        recovery_method: 'privy',
      }),
    ]);
    const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
    expect((await device.send('privy:wallets:connect', ref)).data).toEqual({ entropyId: address });
    const signed = await personalSign(device, token, address, 'Imported');
    const signature = (signed.data!.response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'Imported', signature })).toBe(true);
    // Imported keys derive nothing else.
    const add = await device.send('privy:wallets:add', { ...ref, chainType: 'ethereum', hdWalletIndex: 1 });
    expect(add.error?.type).toBe('invalid_request_arguments');

    // The provider holds shares only: the key is neither in the export nor on the device.
    const [entropy] = emulator.exportState().domains.wallets.entropies;
    expect(entropy).toMatchObject({
      entropy_id: address,
      entropy_id_verifier: 'ethereum-address-verifier',
      imported: true,
    });
    expect(JSON.stringify(emulator.exportState())).not.toContain(privateKey.slice(2));
    expect(JSON.stringify(device.storage.entries())).not.toContain(privateKey.slice(2));
  });

  it('imports a Solana secret key (64-byte keypair or 32-byte seed) and signs with ed25519', async () => {
    for (const form of ['keypair', 'seed'] as const) {
      const token = await newUser();
      const device = walletDevice(emulator, DEFAULT_APP_ID);
      const key = solanaKey();
      const privateKey = form === 'keypair' ? key.keypair : base58.encode(key.seed);
      const reply = await device.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'solana' });
      expect(reply.data).toEqual({ address: key.address });
      expect(await walletsOf(token)).toEqual([
        expect.objectContaining({
          address: key.address,
          chain_type: 'solana',
          public_key: key.address,
          imported: true,
        }),
      ]);
      const message = new TextEncoder().encode(`Imported ${form}`);
      const signed = await solanaSign(device, token, key.address, message);
      const { signature } = (signed.data!.response as { data: { signature: string } }).data;
      expect(ed25519.verify(base64.decode(signature), message, key.publicKey)).toBe(true);
    }
  });

  it('recovers an imported wallet automatically on a new device; the first device keeps signing', async () => {
    const token = await newUser();
    const first = walletDevice(emulator, DEFAULT_APP_ID);
    const privateKey = generatePrivateKey();
    const { address } = privateKeyToAccount(privateKey);
    await first.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'ethereum' });
    const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
    const second = walletDevice(emulator, DEFAULT_APP_ID);
    expect((await second.send('privy:wallets:connect', ref)).error?.type).toBe('wallet_not_on_device');
    expect((await second.send('privy:wallets:recover', ref)).data).toEqual({ entropyId: address });
    const signed = await personalSign(second, token, address, 'on another device');
    const signature = (signed.data!.response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'on another device', signature })).toBe(true);
    const stillSigns = await personalSign(first, token, address, 'on the first device');
    expect(
      await verifyMessage({
        address,
        message: 'on the first device',
        signature: (stillSigns.data!.response as { data: `0x${string}` }).data,
      }),
    ).toBe(true);

    const key = solanaKey();
    await first.send('privy:wallets:import', { accessToken: token, privateKey: key.keypair, chainType: 'solana' });
    const solanaRef = { accessToken: token, entropyId: key.address, entropyIdVerifier: 'solana-address-verifier' };
    expect((await second.send('privy:wallets:recover', solanaRef)).data).toEqual({ entropyId: key.address });
    const message = new TextEncoder().encode('recovered');
    const reply = await solanaSign(second, token, key.address, message);
    const { signature: solanaSignature } = (reply.data!.response as { data: { signature: string } }).data;
    expect(ed25519.verify(base64.decode(solanaSignature), message, key.publicKey)).toBe(true);
  });

  it('lives next to the HD wallets: creating and adding them works before and after an import', async () => {
    const token = await newUser();
    const device = walletDevice(emulator, DEFAULT_APP_ID);
    const privateKey = generatePrivateKey();
    const imported = privateKeyToAccount(privateKey).address;
    await device.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'ethereum' });
    const created = (await device.send('privy:wallet:create', { accessToken: token })).data!.address as string;
    expect(created).not.toBe(imported);
    const hdRef = { accessToken: token, entropyId: created, entropyIdVerifier: 'ethereum-address-verifier' };
    expect(
      (await device.send('privy:wallets:add', { ...hdRef, chainType: 'ethereum', hdWalletIndex: 1 })).data,
    ).toEqual({
      address: expect.stringMatching(/^0x/),
    });
    const wallets = await walletsOf(token);
    expect(wallets.map((wallet) => [wallet.imported, wallet.wallet_index])).toEqual([
      [true, 0],
      [false, 0],
      [false, 1],
    ]);
    const signed = await personalSign(device, token, imported, 'still mine');
    const signature = (signed.data!.response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address: imported, message: 'still mine', signature })).toBe(true);
  });

  it('refuses bad keys with invalid_request_arguments, never quoting them', async () => {
    const token = await newUser();
    const { send } = walletDevice(emulator, DEFAULT_APP_ID);
    const key = solanaKey();
    const tampered = base58.decode(key.keypair);
    tampered[63] = (tampered[63] ?? 0) ^ 1;
    const cases: [string, unknown][] = [
      ['ethereum', generatePrivateKey().slice(2)],
      ['ethereum', `${generatePrivateKey()}ab`],
      ['ethereum', `0x${'0'.repeat(64)}`],
      ['ethereum', `0x${'f'.repeat(64)}`],
      ['ethereum', key.keypair],
      ['solana', generatePrivateKey()],
      ['solana', base58.encode(tampered)],
      ['solana', base58.encode(new Uint8Array(31).fill(7))],
      ['ethereum', ''],
      ['ethereum', 42],
      ['bitcoin', generatePrivateKey()],
    ];
    for (const [chainType, privateKey] of cases) {
      const reply = await send('privy:wallets:import', { accessToken: token, privateKey, chainType });
      expect(reply.error?.type, `${chainType} case`).toBe('invalid_request_arguments');
      if (typeof privateKey === 'string' && privateKey.length > 8) {
        expect(reply.error?.message).not.toContain(privateKey.slice(2, 20));
      }
    }
    expect(await walletsOf(token)).toEqual([]);
  });

  it('refuses an address already linked: to this user, to another user, or as an HD wallet', async () => {
    const token = await newUser();
    const device = walletDevice(emulator, DEFAULT_APP_ID);
    const privateKey = generatePrivateKey();
    await device.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'ethereum' });
    const again = await device.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'ethereum' });
    expect(again.error).toMatchObject({
      type: 'invalid_request_arguments',
      message: expect.stringMatching(/already linked to this user/),
    });
    const other = await newUser();
    const stolen = await walletDevice(emulator, DEFAULT_APP_ID).send('privy:wallets:import', {
      accessToken: other,
      privateKey,
      chainType: 'ethereum',
    });
    expect(stolen.error).toMatchObject({
      type: 'invalid_request_arguments',
      message: 'This account has already been linked to another user.',
    });
    expect(await walletsOf(other)).toEqual([]);
    // The key of an HD wallet (index 0 of the user's seed, rebuilt here from the device) is taken too.
    const created = (await device.send('privy:wallet:create', { accessToken: other })).data!.address as string;
    const { entropy } = await device.vault.load(other, {
      entropyId: created,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    const hdKey = HDKey.fromMasterSeed(mnemonicSeed(entropyMnemonic(entropy))).derive("m/44'/60'/0'/0/0").privateKey!;
    const own = await device.send('privy:wallets:import', {
      accessToken: other,
      privateKey: bytesToHex(hdKey),
      chainType: 'ethereum',
    });
    expect(own.error).toMatchObject({
      type: 'invalid_request_arguments',
      message: expect.stringMatching(/already linked/),
    });
    expect((await walletsOf(other)).map((wallet) => wallet.imported)).toEqual([false]);
  });

  it('is refused in TEE mode', async () => {
    const appId = 'tee-mode-app-000000000001';
    emulator.seed({ apps: [{ id: appId, embedded_wallet_config: { mode: 'user-controlled-server-wallets-only' } }] });
    const token = await newUser(appId);
    const reply = await walletDevice(emulator, appId).send('privy:wallets:import', {
      accessToken: token,
      privateKey: generatePrivateKey(),
      chainType: 'ethereum',
    });
    expect(reply.error).toMatchObject({ type: 'error', message: expect.stringContaining('TEE mode') });
    expect(await walletsOf(token, appId)).toEqual([]);
    expect(emulator.exportState().domains.wallets.entropies).toEqual([]);
  });
});
