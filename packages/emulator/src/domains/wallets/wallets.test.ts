import { routeDomains as routes } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import {
  bytesToHex,
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
import { call } from '../../test/support.ts';
import { walletDevice } from '../../test/walletDevice.ts';
import { createSession } from '../../testing.ts';
import { combineShares } from '../../walletIframe/shares.ts';
import { DEFAULT_APP_ID } from '../apps/config.ts';
import { newWalletKmsKey } from './kms.ts';

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
    for (const event of ['privy:mfa:verify', 'privy:farcaster:sign', 'privy:delegated-actions:consent']) {
      expect((await send(event, {})).error).toEqual({
        type: 'error',
        message: `${event} is not available in the emulator yet`,
      });
    }
    const { token } = await newUser();
    const passcode = await send('privy:wallet:create', { accessToken: token, recoveryMethod: 'user-passcode' });
    expect(passcode.error).toMatchObject({ type: 'error', message: expect.stringContaining('not available') });
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
  it('a new device has no share; it recovers the same key; the old device is then stale', async () => {
    const { send, ethRef, address } = await userWithWallets();
    const other = walletDevice(emulator, DEFAULT_APP_ID);
    expect((await other.send('privy:wallets:connect', ethRef)).error?.type).toBe('wallet_not_on_device');
    expect(
      (
        await other.send('privy:wallets:rpc', {
          ...ethRef,
          chainType: 'ethereum',
          hdWalletIndex: 0,
          request: { method: 'personal_sign', params: ['x', address] },
        })
      ).error?.type,
    ).toBe('wallet_not_on_device');
    expect((await other.send('privy:wallets:recover', ethRef)).data).toEqual({ entropyId: address });
    expect((await other.send('privy:wallets:connect', ethRef)).data).toEqual({ entropyId: address });
    const signed = await other.send('privy:wallets:rpc', {
      ...ethRef,
      chainType: 'ethereum',
      hdWalletIndex: 0,
      request: { method: 'personal_sign', params: ['again', address] },
    });
    const signature = (signed.data!.response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'again', signature })).toBe(true);
    // The recovery split the entropy again: the first device's share is stale and must not sign.
    expect((await send('privy:wallets:connect', ethRef)).error?.type).toBe('wallet_not_on_device');
    expect((await send('privy:wallets:recover', ethRef)).data).toEqual({ entropyId: address });
  });

  it('set-recovery to privy splits again and keeps the key', async () => {
    const { send, ethRef, address } = await userWithWallets();
    const reply = await send('privy:wallets:set-recovery', { ...ethRef, recoveryMethod: 'privy' });
    expect(reply.data).toEqual({
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      recoveryMethod: 'privy',
    });
    expect((await send('privy:wallets:connect', ethRef)).data).toEqual({ entropyId: address });
    const passcode = await send('privy:wallets:set-recovery', { ...ethRef, recoveryMethod: 'user-passcode' });
    expect(passcode.error?.message).toMatch(/not available in the emulator yet/);
  });
});

describe('the iframe-only routes', () => {
  const authShare = routes.embeddedWallets.authShare;

  it('release the auth share only to the owner, with a token, from the emulator origin, in that app', async () => {
    const { token, address } = await userWithWallets();
    const body = { entropy_id: address, entropy_id_verifier: 'ethereum-address-verifier' } as const;
    expect((await call(emulator, authShare, { token, body, headers: ownOrigin() })).status).toBe(200);
    expect((await call(emulator, authShare, { body, headers: ownOrigin() })).status).toBe(401);
    expect((await call(emulator, authShare, { token, body })).status).toBe(403);
    expect((await call(emulator, authShare, { token, body, headers: { origin: 'http://app.example' } })).status).toBe(
      403,
    );
    const stranger = await newUser();
    expect((await call(emulator, authShare, { token: stranger.token, body, headers: ownOrigin() })).status).toBe(404);
    emulator.seed({ apps: [{ id: 'other-app' }] });
    expect((await call(emulator, authShare, { token, body, headers: ownOrigin(), appId: 'other-app' })).status).toBe(
      401,
    );
    const bad = await call(emulator, authShare, { token, body: { entropy_id: address }, headers: ownOrigin() });
    expect(bad.status).toBe(400);
    for (const route of [routes.embeddedWallets.recoveryShare, routes.embeddedWallets.challenge]) {
      expect(
        (await call(emulator, route, { token, body: route === routes.embeddedWallets.challenge ? {} : body })).status,
      ).toBe(403);
    }
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
      recovery_share_ciphertext: base64.encode(new Uint8Array(45)),
      recovery_key: base64.encode(new Uint8Array(32)),
    };
    const register = (wallet: Record<string, unknown>) =>
      call(emulator, routes.embeddedWallets.registerEntropy, {
        token,
        headers: ownOrigin(),
        body: { ...shares, wallet } as never,
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
    const proof = await signedBy();
    expect((await register({ ...wallet, ...proof })).status).toBe(200);
    // A challenge is used once, and a user has one entropy.
    expect((await register({ ...wallet, ...proof })).status).toBe(400);
  });
});

describe('the exported state', () => {
  it('holds shares only: the export alone (without the KMS key) rebuilds no key', async () => {
    const { token, address, device, ethRef } = await userWithWallets();
    const state = emulator.exportState();
    const json = JSON.stringify(state);
    const [entropy] = state.domains.wallets.entropies;
    expect(Object.keys(entropy!).sort()).toEqual([
      'app_id',
      'auth_share',
      'entropy_id',
      'entropy_id_verifier',
      'recovery_method',
      'recovery_share_ciphertext',
      'share_version',
      'user_id',
      'wrapped_recovery_key',
    ]);
    // The entropy itself (rebuilt here from the device share and the auth share) is nowhere in it.
    const [[, stored]] = device.storage.entries() as [[string, string]];
    const deviceShare = base64.decode((JSON.parse(stored) as { share: string }).share);
    const secret = await combineShares(deviceShare, base64.decode(entropy!.auth_share));
    expect(json).not.toContain(bytesToHex(secret).slice(2));
    expect(json).not.toContain(base64.encode(secret));
    expect(json).not.toContain(base64.encode(deviceShare));

    // Another instance with the same state but not the KMS key cannot open the recovery share.
    const elsewhere = await createEmulator({ port: 0 });
    try {
      await elsewhere.importState(state);
      const newDevice = walletDevice(elsewhere, DEFAULT_APP_ID);
      const recovered = await newDevice.send('privy:wallets:recover', ethRef);
      expect(recovered.error?.type).toBe('error');
      const material = await call(elsewhere, routes.embeddedWallets.recoveryKeyMaterial, {
        token,
        body: {},
        params: { address },
        headers: { origin: elsewhere.url },
      });
      expect(material.status).toBe(500);
    } finally {
      await elsewhere.close();
    }
    // With the KMS key (the CLI's sibling file) the same state recovers.
    const restored = await createEmulator({ port: 0, walletKmsKey: kmsKey });
    try {
      await restored.importState(state);
      expect((await walletDevice(restored, DEFAULT_APP_ID).send('privy:wallets:recover', ethRef)).data).toEqual({
        entropyId: address,
      });
    } finally {
      await restored.close();
    }
  });
});
