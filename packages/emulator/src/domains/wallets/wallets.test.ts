import { routeDomains as routes } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import {
  type Hex,
  hashMessage,
  keccak256,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { newWalletKmsKey } from '../../kernel/walletKms.ts';
import { call } from '../../test/support.ts';
import { outsideDevice, walletDevice } from '../../test/walletDevice.ts';
import { createSession } from '../../testing.ts';
import { deviceKeys } from '../../walletIframe/deviceKey.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import { recipientKeyPair } from './seal.ts';

const kmsKey = newWalletKmsKey();
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0, walletKmsKey: kmsKey });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
async function newUser(appId = DEFAULT_APP_ID) {
  const auth = await createSession(emulator, { email: `wallet.${++counter}@example.com`, app_id: appId });
  return { token: auth.token!, userId: auth.user!.id };
}

/** A user with both wallets created on one device. */
async function userWithWallets() {
  const user = await newUser();
  const device = walletDevice(emulator, DEFAULT_APP_ID);
  const eth = await device.send('privy:wallet:create', { accessToken: user.token });
  const address = eth.data!.address as `0x${string}`;
  const sol = await device.send('privy:solana-wallet:create', { accessToken: user.token, ethereumAddress: address });
  const publicKey = sol.data!.publicKey as string;
  const ethRef = { accessToken: user.token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
  return { ...user, device, send: device.send, address, publicKey, ethRef };
}

const me = async (token: string) => (await call(emulator, routes.users.me, { token })).data.user;
const ownOrigin = () => ({ origin: emulator.url });

describe('the iframe protocol', () => {
  it('answers ready with {}, accepts JSON strings and ignores what is not a privy: request', async () => {
    const { respond } = walletDevice(emulator, DEFAULT_APP_ID);
    expect(await respond({ id: 'id-1', event: 'privy:iframe:ready', data: {} })).toEqual({
      id: 'id-1',
      event: 'privy:iframe:ready',
      data: {},
    });
    expect(await respond(JSON.stringify({ id: 'id-2', event: 'privy:iframe:ready', data: {} }))).toMatchObject({
      id: 'id-2',
      data: {},
    });
    expect(await respond({ id: 'id-3', event: 'other:ready', data: {} })).toBeUndefined();
    expect(await respond('not json')).toBeUndefined();
    expect(await respond({ event: 'privy:iframe:ready' })).toBeUndefined();
  });

  it('answers events it does not implement with a typed error', async () => {
    const { send } = walletDevice(emulator, DEFAULT_APP_ID);
    for (const event of ['privy:wallet:no-such-event']) {
      expect((await send(event, {})).error).toEqual({
        type: 'error',
        message: `${event} is not available in the emulator yet`,
      });
    }
    const { token } = await newUser();
    const pin = await send('privy:wallet:create', { accessToken: token, recoveryPin: '1234' });
    expect(pin.error).toEqual({
      type: 'error',
      message: 'Recovery with `recoveryPin` is not available in the emulator yet',
    });
  });

  it('answers bad input with invalid_request_arguments', async () => {
    const { send, ethRef } = await userWithWallets();
    expect((await send('privy:wallet:create', {})).error?.type).toBe('invalid_request_arguments');
    expect((await send('privy:wallets:add', { ...ethRef, chainType: 'ethereum', hdWalletIndex: -1 })).error?.type).toBe(
      'invalid_request_arguments',
    );
    const rpc = { ...ethRef, chainType: 'ethereum', hdWalletIndex: 0 };
    expect((await send('privy:wallets:rpc', { ...rpc, request: { method: 'eth_sign', params: [] } })).error?.type).toBe(
      'invalid_request_arguments',
    );
    expect(
      (
        await send('privy:wallets:rpc', {
          ...rpc,
          hdWalletIndex: 3,
          request: { method: 'personal_sign', params: ['hi', '0x0'] },
        })
      ).error?.type,
    ).toBe('invalid_request_arguments');
  });
});

describe('creating wallets', () => {
  it('links an Ethereum and a Solana wallet of one entropy to the user, in the reference shape', async () => {
    const { token, address, publicKey } = await userWithWallets();
    const wallets = (await me(token)).linked_accounts.filter((account) => account.type === 'wallet');
    const common = {
      type: 'wallet',
      wallet_client: 'privy',
      wallet_client_type: 'privy',
      connector_type: 'embedded',
      recovery_method: 'privy',
      imported: false,
      delegated: false,
      wallet_index: 0,
      id: null,
      verified_at: expect.any(Number),
      first_verified_at: expect.any(Number),
      latest_verified_at: expect.any(Number),
    };
    expect(wallets).toEqual([
      { ...common, address, chain_type: 'ethereum', chain_id: 'eip155:1' },
      {
        ...common,
        address: publicKey,
        chain_type: 'solana',
        chain_id: expect.stringMatching(/^solana:/),
        public_key: publicKey,
      },
    ]);
    expect(base58.decode(publicKey)).toHaveLength(32);
  });

  it('accepts either index-0 address, with its verifier, as the entropy id', async () => {
    const { send, token, address, publicKey } = await userWithWallets();
    for (const [entropyId, entropyIdVerifier] of [
      [address, 'ethereum-address-verifier'],
      [address.toLowerCase(), 'ethereum-address-verifier'],
      [publicKey, 'solana-address-verifier'],
    ]) {
      expect((await send('privy:wallets:connect', { accessToken: token, entropyId, entropyIdVerifier })).data).toEqual({
        entropyId,
      });
    }
    const crossed = await send('privy:wallets:connect', {
      accessToken: token,
      entropyId: publicKey,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    expect(crossed.error?.type).toBe('invalid_request_arguments');
  });

  it('creates Solana first, then Ethereum from the same entropy', async () => {
    const { token } = await newUser();
    const { send } = walletDevice(emulator, DEFAULT_APP_ID);
    const { publicKey } = (await send('privy:solana-wallet:create', { accessToken: token })).data!;
    const { address } = (await send('privy:wallet:create', { accessToken: token, solanaAddress: publicKey })).data!;
    const again = await send('privy:wallet:create', { accessToken: token });
    expect(again.error).toMatchObject({ type: 'error', message: expect.stringContaining('already has') });
    const ids = (await me(token)).linked_accounts.map((account) => ('address' in account ? account.address : null));
    expect(ids).toContain(address);
    expect(ids).toContain(publicKey);
  });

  it('adds HD wallets at the highest index + 1 only, after a primary', async () => {
    const { send, ethRef, token, publicKey } = await userWithWallets();
    const add = (chainType: string, hdWalletIndex: number) =>
      send('privy:wallets:add', { ...ethRef, chainType, hdWalletIndex });
    expect((await add('ethereum', 2)).error?.type).toBe('invalid_request_arguments');
    const second = await add('ethereum', 1);
    expect(second.data?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await add('ethereum', 1)).error?.type).toBe('invalid_request_arguments');
    expect((await add('solana', 1)).data?.address).not.toBe(publicKey);
    const indexes = (await me(token)).linked_accounts.flatMap((account) =>
      account.type === 'wallet' ? [`${account.chain_type}:${account.wallet_index}`] : [],
    );
    expect(indexes).toEqual(['ethereum:0', 'solana:0', 'ethereum:1', 'solana:1']);
    // A user without a primary cannot add one at index 1 (the server enforces it too).
    const fresh = await newUser();
    const device = walletDevice(emulator, DEFAULT_APP_ID);
    await device.send('privy:wallet:create', { accessToken: fresh.token });
    const { data: user } = await call(emulator, routes.users.me, { token: fresh.token });
    const eth = user.user.linked_accounts.find((account) => account.type === 'wallet')!;
    const solanaAtOne = await call(emulator, routes.embeddedWallets.addWallet, {
      token: fresh.token,
      headers: ownOrigin(),
      body: {
        entropy_id: 'address' in eth ? eth.address : '',
        entropy_id_verifier: 'ethereum-address-verifier',
        wallet: { chain_type: 'solana', address: publicKey, wallet_index: 1, challenge: 'x', signature: 'y' },
      },
    });
    expect(solanaAtOne.status).toBe(400);
    expect(solanaAtOne.error.error).toMatch(/primary/);
  });
});

describe('signing', () => {
  it('signs personal_sign (text and hex bytes), typed data, raw hashes and transactions for Ethereum', async () => {
    const { send, ethRef, address } = await userWithWallets();
    const rpc = async (method: string, params: unknown[]) => {
      const reply = await send('privy:wallets:rpc', {
        ...ethRef,
        chainType: 'ethereum',
        hdWalletIndex: 0,
        request: { method, params },
      });
      expect(reply.data).toMatchObject({ address, chainType: 'ethereum', response: { method } });
      return (reply.data!.response as { data: `0x${string}` }).data;
    };
    const text = await rpc('personal_sign', ['Hello Foyer', address]);
    expect(await verifyMessage({ address, message: 'Hello Foyer', signature: text })).toBe(true);
    const bytes = await rpc('personal_sign', ['0x48656c6c6f', address]);
    expect(await verifyMessage({ address, message: { raw: '0x48656c6c6f' }, signature: bytes })).toBe(true);

    const typed = {
      domain: { name: 'Foyer', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hi' },
    } as const;
    for (const definition of [typed, JSON.stringify(typed)]) {
      const signature = await rpc('eth_signTypedData_v4', [address, definition]);
      expect(await verifyTypedData({ address, ...typed, signature })).toBe(true);
    }

    const hash = keccak256(new TextEncoder().encode('raw'));
    expect(await recoverAddress({ hash, signature: await rpc('secp256k1_sign', [hash]) })).toBe(address);

    const serialized = await rpc('eth_signTransaction', [
      {
        to: address,
        value: '0x1',
        chainId: '0x1',
        nonce: '0x0',
        gas: '0x5208',
        maxFeePerGas: '0x3b9aca00',
        maxPriorityFeePerGas: '0x1',
        type: '0x2',
      },
    ]);
    expect(parseTransaction(serialized)).toMatchObject({ chainId: 1, value: 1n, type: 'eip1559' });
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(address);
    expect(hashMessage('Hello Foyer')).not.toBe(hash);
  });

  it('signs Solana messages with ed25519', async () => {
    const { send, token, publicKey } = await userWithWallets();
    const message = new TextEncoder().encode('Hello Solana');
    const reply = await send('privy:wallets:rpc', {
      accessToken: token,
      entropyId: publicKey,
      entropyIdVerifier: 'solana-address-verifier',
      chainType: 'solana',
      hdWalletIndex: 0,
      request: { method: 'signMessage', params: { message: base64.encode(message) } },
    });
    const { signature } = (reply.data!.response as { data: { signature: string } }).data;
    expect(ed25519.verify(base64.decode(signature), message, base58.decode(publicKey))).toBe(true);
  });
});

describe('devices and automatic recovery', () => {
  it('a new device has no share; it recovers the same key; every device keeps signing, alternately', async () => {
    const { device: first, ethRef, address } = await userWithWallets();
    const second = walletDevice(emulator, DEFAULT_APP_ID);
    const sign = async (device: typeof first, message: string) => {
      const reply = await device.send('privy:wallets:rpc', {
        ...ethRef,
        chainType: 'ethereum',
        hdWalletIndex: 0,
        request: { method: 'personal_sign', params: [message, address] },
      });
      return (
        reply.error ?? verifyMessage({ address, message, signature: (reply.data!.response as { data: Hex }).data })
      );
    };
    const firstShares = first.storage.entries();
    expect((await second.send('privy:wallets:connect', ethRef)).error?.type).toBe('wallet_not_on_device');
    expect(await sign(second, 'x')).toMatchObject({ type: 'wallet_not_on_device' });
    expect((await second.send('privy:wallets:recover', ethRef)).data).toEqual({ entropyId: address });
    // Three alternations: neither device recovers again, neither breaks the other.
    for (const round of [1, 2, 3]) {
      expect(await sign(second, `second ${round}`)).toBe(true);
      expect(await sign(first, `first ${round}`)).toBe(true);
    }
    // A third device recovers too; the first two still sign.
    const third = walletDevice(emulator, DEFAULT_APP_ID);
    expect((await third.send('privy:wallets:recover', ethRef)).data).toEqual({ entropyId: address });
    for (const device of [first, second, third]) expect(await sign(device, 'all three')).toBe(true);
    // Recoveries elsewhere never touched the first device's share.
    expect(first.storage.entries()).toEqual(firstShares);
  });

  it('set-recovery to privy, which every wallet has, keeps the device shares and the key', async () => {
    const { send, ethRef, address } = await userWithWallets();
    const reply = await send('privy:wallets:set-recovery', { ...ethRef, recoveryMethod: 'privy' });
    expect(reply.data).toEqual({
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      recoveryMethod: 'privy',
    });
    expect((await send('privy:wallets:connect', ethRef)).data).toEqual({ entropyId: address });
    const key = await send('privy:wallets:set-recovery', { ...ethRef, recoveryMethod: 'recovery-encryption-key' });
    expect(key.error?.message).toBe("Recovery method 'recovery-encryption-key' is not available in the emulator yet");
  });
});

describe('the iframe-only routes', () => {
  const { authShare, recover } = routes.embeddedWallets;

  it('release the auth share only to a registered device of the owner, with a token, in that app', async () => {
    const { token, address, device } = await userWithWallets();
    const ref = { entropy_id: address, entropy_id_verifier: 'ethereum-address-verifier' } as const;
    const registered = (await deviceKeys(device.keyPair).get())!;
    const proof = async (signer = registered, as = token) => {
      const { challenge } = (
        await call(emulator, routes.embeddedWallets.challenge, { token: as, body: {}, headers: ownOrigin() })
      ).data;
      return { public_key: signer.publicKey, challenge, signature: await signer.sign(challenge) };
    };
    const ask = async (
      body: Record<string, unknown>,
      options: { token?: string; headers?: Record<string, string>; appId?: string } = {},
    ) => (await call(emulator, authShare, { token, headers: ownOrigin(), body, ...options })).status;

    expect(await ask({ ...ref, device: await proof() })).toBe(200);
    // A proof is good for one call.
    const once = await proof();
    expect(await ask({ ...ref, device: once })).toBe(200);
    expect(await ask({ ...ref, device: once })).toBe(400);
    // A token alone, whatever the headers claim, is no device: a key of its own is not registered.
    const outside = await outsideDevice(emulator, token, DEFAULT_APP_ID);
    expect(await ask({ ...ref, device: await outside.proof() })).toBe(403);
    expect(await ask({ ...ref, device: { ...(await proof()), public_key: outside.key.publicKey } })).toBe(400);
    expect(await ask(ref)).toBe(400);
    expect(await ask({ ...ref, device: await proof() }, { token: '' })).toBe(401);
    expect(await ask({ ...ref, device: await proof() }, { headers: { origin: 'http://app.example' } })).toBe(403);
    const stranger = await newUser();
    expect(await ask({ ...ref, device: await proof(registered, stranger.token) }, { token: stranger.token })).toBe(404);
    emulator.seed({ apps: [{ id: 'other-app' }] });
    expect(await ask({ ...ref, device: await proof() }, { appId: 'other-app' })).toBe(401);
  });

  it('recover seals the recovery share to the asking device, whose key proves itself', async () => {
    const { token, address } = await userWithWallets();
    const ref = { entropy_id: address, entropy_id_verifier: 'ethereum-address-verifier' } as const;
    const outside = await outsideDevice(emulator, token, DEFAULT_APP_ID);
    const { publicKey } = await recipientKeyPair();
    const ask = async (body: Record<string, unknown>) =>
      (await call(emulator, recover, { token, headers: ownOrigin(), body })).status;
    expect(
      await ask({ ...ref, device: await outside.proof(), recipient_public_key: base64.encode(new Uint8Array(65)) }),
    ).toBe(400);
    const forged = { ...(await outside.proof()), signature: base64.encode(new Uint8Array(64)) };
    expect(await ask({ ...ref, device: forged, recipient_public_key: publicKey })).toBe(400);
    expect(await ask({ ...ref, recipient_public_key: publicKey })).toBe(400);
    expect(await ask({ ...ref, device: await outside.proof(), recipient_public_key: publicKey })).toBe(200);
  });

  it('never hand out the recovery key: the reference key_material route is not served', async () => {
    const { token, address } = await userWithWallets();
    const response = await fetch(`${emulator.url}/api/v1/embedded_wallets/${address}/recovery/key_material`, {
      method: 'POST',
      headers: {
        ...ownOrigin(),
        authorization: `Bearer ${token}`,
        'privy-app-id': DEFAULT_APP_ID,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('register a wallet only with a signature of a fresh challenge by its key', async () => {
    const { token } = await newUser();
    const challenge = async () =>
      (await call(emulator, routes.embeddedWallets.challenge, { token, body: {}, headers: ownOrigin() })).data
        .challenge;
    const { privateKeyToAccount, generatePrivateKey } = await import('viem/accounts');
    const account = privateKeyToAccount(generatePrivateKey());
    const shares = {
      auth_share: base64.encode(new Uint8Array(17)),
      recovery: {
        recovery_method: 'privy' as const,
        recovery_share_ciphertext: base64.encode(new Uint8Array(45)),
        recovery_key: base64.encode(new Uint8Array(32)),
      },
    };
    const deviceKey = await outsideDevice(emulator, token, DEFAULT_APP_ID);
    const register = async (wallet: Record<string, unknown>, deviceSignature?: string) =>
      call(emulator, routes.embeddedWallets.registerEntropy, {
        token,
        headers: ownOrigin(),
        body: {
          ...shares,
          wallet,
          device: {
            public_key: deviceKey.key.publicKey,
            signature: deviceSignature ?? (await deviceKey.key.sign(String(wallet.challenge))),
          },
        } as never,
      });
    const signedBy = async (signer = account) => {
      const value = await challenge();
      return { challenge: value, signature: await signer.signMessage({ message: value }) };
    };
    const wallet = { chain_type: 'ethereum', address: account.address, wallet_index: 0 };
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect((await register({ ...wallet, ...(await signedBy(stranger)) })).error.error).toMatch(/possession/);
    expect(
      (await register({ ...wallet, challenge: 'foyer-wallet-proof:made-up', signature: '0x00' })).error.error,
    ).toMatch(/challenge/);
    const unproven = await signedBy();
    expect(
      (await register({ ...wallet, ...unproven }, await deviceKey.key.sign('another challenge'))).error.error,
    ).toMatch(/device signature/);
    const proof = await signedBy();
    expect((await register({ ...wallet, ...proof })).status).toBe(200);
    // A challenge is used once, and a user has one entropy.
    expect((await register({ ...wallet, ...proof })).status).toBe(400);
  });
});
