import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { base58, base64 } from '@scure/base';
import {
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as solanaAddress,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  createPublicClient,
  type Hex,
  http,
  keccak256,
  parseEther,
  recoverAddress,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { recoverAuthorizationAddress } from 'viem/utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorEvmChains } from '../../chains/public.ts';
import { createEmulatorClient } from '../../contract/client.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { delegatedUser } from '../../test/delegatedUser.ts';
import { appServer, appServerWithKey, authorizationKey } from '../../test/walletApi.ts';
import { signAsUser } from '../../walletIframe/userSigner.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

type Json = Record<string, unknown>;
const app = () => appServer(emulator, emulator.walletApi.appSecret());

/** An app server with a key quorum of one key, and a user whose two wallets are delegated. */
async function setUp() {
  const server = await appServerWithKey(emulator, emulator.walletApi.appSecret());
  const { key, quorumId } = server;
  const user = await delegatedUser(emulator);
  const rpc = (id: string, body: Json) =>
    server.request<{ method: string; data: Json }>('POST', `/api/v1/wallets/${id}/rpc`, {
      body,
      signers: [key.privateKey],
    });
  return { server, key, quorumId, user, rpc };
}

const TYPED_DATA = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primary_type: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
};

describe('a delegated Ethereum wallet, signed for by an app key', () => {
  it('eth_sendTransaction moves real ETH on the local chain, and is listed with the wallet’s transactions', async () => {
    const { server, user, rpc } = await setUp();
    await emulator.chains.fund(user.address, { native: '1' });
    const friend = privateKeyToAccount(keccak256('0x01')).address;
    const sent = await rpc(user.ethId, {
      method: 'eth_sendTransaction',
      caip2: 'eip155:31337',
      params: { transaction: { to: friend, value: `0x${parseEther('0.25').toString(16)}` } },
    });
    expect(sent.status).toBe(200);
    const [chain] = emulatorEvmChains(emulator.url);
    const reader = createPublicClient({ chain, transport: http() });
    expect(await reader.getBalance({ address: friend })).toBe(parseEther('0.25'));
    const receipt = await reader.getTransactionReceipt({ hash: sent.json.data.hash as Hex });
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase());

    const listed = await server.request<{ transactions: Json[] }>('GET', `/api/v1/wallets/${user.ethId}/transactions`);
    expect(listed.json.transactions).toEqual([
      expect.objectContaining({ hash: sent.json.data.hash, caip2: 'eip155:31337', status: 'confirmed' }),
    ]);
    const balances = await server.request<{ balances: Json[] }>('GET', `/api/v1/wallets/${user.ethId}/balance`);
    const eth = balances.json.balances.find((entry) => entry.chain === 'eip155:31337' && entry.asset === 'eth');
    expect(BigInt(eth?.raw_value as string)).toBe(await reader.getBalance({ address: user.address }));
    expect(balances.json.balances.map((entry) => `${entry.chain} ${entry.asset}`)).toEqual([
      'eip155:31337 eth',
      'eip155:31337 usdc',
      'eip155:31338 eth',
      'eip155:31338 usdc',
    ]);
  });

  it('signs personal messages, typed data, raw hashes, transactions and 7702 authorizations that viem verifies', async () => {
    const { server, key, user, rpc } = await setUp();
    const address = user.address;
    const personal = await rpc(user.ethId, {
      method: 'personal_sign',
      params: { message: 'hello', encoding: 'utf-8' },
    });
    expect(await verifyMessage({ address, message: 'hello', signature: personal.json.data.signature as Hex })).toBe(
      true,
    );

    const typed = await rpc(user.ethId, { method: 'eth_signTypedData_v4', params: { typed_data: TYPED_DATA } });
    const { primary_type, ...definition } = TYPED_DATA;
    expect(
      await verifyTypedData({
        address,
        ...definition,
        primaryType: primary_type,
        signature: typed.json.data.signature as Hex,
      } as never),
    ).toBe(true);

    const hash = keccak256('0x1234');
    const raw = await server.request<{ data: { signature: Hex } }>('POST', `/api/v1/wallets/${user.ethId}/raw_sign`, {
      body: { params: { hash } },
      signers: [key.privateKey],
    });
    expect(await recoverAddress({ hash, signature: raw.json.data.signature })).toBe(address);

    const signedTx = await rpc(user.ethId, {
      method: 'eth_signTransaction',
      params: {
        transaction: { to: address, value: 1, chain_id: 31337, nonce: 0, gas_limit: 21000, max_fee_per_gas: 1e9 },
      },
    });
    expect(
      await recoverTransactionAddress({ serializedTransaction: signedTx.json.data.signed_transaction as never }),
    ).toBe(address);

    const contract = '0x47B58b945d18b05e29D20ee6c328f9E6B5Aa3Acb';
    const auth = await rpc(user.ethId, { method: 'eth_sign7702Authorization', params: { contract, chain_id: 31337 } });
    const signed = auth.json.data.authorization as { r: Hex; s: Hex; y_parity: 0 | 1; nonce: number };
    expect(signed.nonce).toBe(0);
    expect(
      await recoverAuthorizationAddress({
        authorization: { address: contract, chainId: 31337, nonce: signed.nonce },
        signature: { r: signed.r, s: signed.s, yParity: signed.y_parity },
      }),
    ).toBe(address);
  });

  it('is readable by the wallet’s own user with their access token, not by another user', async () => {
    const { user } = await setUp();
    const asUser = (token: string) =>
      fetch(`${emulator.url}/api/v1/wallets/${user.ethId}`, {
        headers: { 'privy-app-id': 'foyer-demo-app-0000000001', authorization: `Bearer ${token}` },
      });
    const own = await asUser(user.token);
    expect(own.status).toBe(200);
    expect(((await own.json()) as Json).address).toBe(user.address);
    const other = await delegatedUser(emulator);
    expect((await asUser(other.token)).status).toBe(404);
  });
});

describe('a delegated Solana wallet', () => {
  it('signAndSendTransaction sends real SOL on the local cluster (caip2 solana:localnet)', async () => {
    const { rpc, user } = await setUp();
    await emulator.chains.fund(user.publicKey, { chainId: 'solana', native: '1' });
    const chainRpc = async (method: string, params: unknown[]) =>
      (
        (await (
          await fetch(`${emulator.url}/rpc/solana`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
        ).json()) as { result: { value: unknown } }
      ).result;
    const { value } = await chainRpc('getLatestBlockhash', []);
    const latest = value as { blockhash: Blockhash; lastValidBlockHeight: number };
    const friend = solanaAddress(base58.encode(crypto.getRandomValues(new Uint8Array(32))));
    const wallet = solanaAddress(user.publicKey);
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(wallet, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { ...latest, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: createNoopSigner(wallet), destination: friend, amount: 5_000_000n })],
          m,
        ),
    );
    const transaction = getBase64EncodedWireTransaction(compileTransaction(message));
    const sent = await rpc(user.solId, {
      method: 'signAndSendTransaction',
      caip2: 'solana:localnet',
      params: { transaction, encoding: 'base64' },
    });
    expect(sent.status).toBe(200);
    expect((await chainRpc('getBalance', [friend])).value).toBe(5_000_000);

    const signed = await rpc(user.solId, {
      method: 'signMessage',
      params: { message: base64.encode(new Uint8Array([1, 2])), encoding: 'base64' },
    });
    expect(base64.decode(signed.json.data.signature as string)).toHaveLength(64);
  });
});

describe('export', () => {
  /** Opens an export with the recipient's private key: the exported key text. */
  async function openExport(privateKey: KeyObject, exported: { ciphertext: string; encapsulated_key: string }) {
    const suite = new CipherSuite({
      kem: new DhkemP256HkdfSha256(),
      kdf: new HkdfSha256(),
      aead: new Chacha20Poly1305(),
    });
    const recipientKey = await suite.kem.importKey('jwk', privateKey.export({ format: 'jwk' }) as JsonWebKey, false);
    const plain = await suite.open(
      { recipientKey, enc: base64.decode(exported.encapsulated_key).slice().buffer },
      base64.decode(exported.ciphertext).slice().buffer,
    );
    return new TextDecoder().decode(plain);
  }

  it('never seals a user’s embedded wallet, even for its owner, the user signer: its key leaves only through the export page (403)', async () => {
    const { server, user } = await setUp();
    const { entropy } = await user.device.vault.load(user.token, user.ref as never);
    const recipient = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const spki = recipient.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const exported = await server.request<{ error: string }>('POST', `/api/v1/wallets/${user.ethId}/export`, {
      auth: `Bearer ${user.token}`,
      body: { encryption_type: 'HPKE', recipient_public_key: spki },
      signers: [(payload) => signAsUser(entropy, payload)],
    });
    expect(exported.status).toBe(403);
    expect(exported.json.error).toMatch(/exports only through its export page/);
    const wallet = await server.request<{ exported_at: number | null }>('GET', `/api/v1/wallets/${user.ethId}`);
    expect(wallet.json.exported_at).toBeNull();
  });

  it('seals an app wallet’s key to the HPKE recipient key, signed for by its owner', async () => {
    const server = app();
    const owner = authorizationKey();
    const quorum = await server.request<{ id: string }>('POST', '/api/v1/key_quorums', {
      body: { public_keys: [owner.publicKey] },
    });
    const wallet = await server.request<{ id: string; address: string }>('POST', '/api/v1/wallets', {
      body: { chain_type: 'ethereum', owner_id: quorum.json.id },
    });
    const recipient = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const exported = await server.request<{ ciphertext: string; encapsulated_key: string }>(
      'POST',
      `/api/v1/wallets/${wallet.json.id}/export`,
      {
        body: {
          encryption_type: 'HPKE',
          recipient_public_key: recipient.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        },
        signers: [owner.privateKey],
      },
    );
    expect(exported.status).toBe(200);
    const privateKey = (await openExport(recipient.privateKey, exported.json)) as Hex;
    expect(privateKeyToAccount(privateKey).address).toBe(wallet.json.address);
  });
});

describe('app wallets and session signers', () => {
  it('an app wallet with no owner answers its app secret alone; list filters by chain and pages', async () => {
    const server = app();
    const made = await server.request<{ id: string; address: string; owner_id: null }>('POST', '/api/v1/wallets', {
      body: { chain_type: 'ethereum' },
    });
    expect(made.status).toBe(200);
    expect(made.json.owner_id).toBeNull();
    const signed = await server.request<{ data: { signature: Hex } }>('POST', `/api/v1/wallets/${made.json.id}/rpc`, {
      body: { method: 'personal_sign', params: { message: '0x68656c6c6f', encoding: 'hex' } },
    });
    expect(
      await verifyMessage({
        address: made.json.address as Hex,
        message: { raw: '0x68656c6c6f' },
        signature: signed.json.data.signature,
      }),
    ).toBe(true);
    const sol = await server.request<{ id: string }>('POST', '/api/v1/wallets', { body: { chain_type: 'solana' } });
    const solana = await server.request<{ data: { id: string }[] }>('GET', '/api/v1/wallets?chain_type=solana');
    expect(solana.json.data.map((wallet) => wallet.id)).toEqual([sol.json.id]);
    const first = await server.request<{ data: { id: string }[]; next_cursor: string }>(
      'GET',
      '/api/v1/wallets?limit=1',
    );
    expect(first.json.data.map((wallet) => wallet.id)).toEqual([made.json.id]);
    const next = await server.request<{ data: { id: string }[]; next_cursor: null }>(
      'GET',
      `/api/v1/wallets?limit=1&cursor=${first.json.next_cursor}`,
    );
    expect(next.json).toEqual({ data: [expect.objectContaining({ id: sol.json.id })], next_cursor: null });
  });

  it('the owner adds a session signer, which then signs for the wallet', async () => {
    const server = app();
    const owner = authorizationKey();
    const session = authorizationKey();
    const quorum = (key: { publicKey: string }) =>
      server.request<{ id: string }>('POST', '/api/v1/key_quorums', { body: { public_keys: [key.publicKey] } });
    const ownerId = (await quorum(owner)).json.id;
    const sessionId = (await quorum(session)).json.id;
    const wallet = await server.request<{ id: string }>('POST', '/api/v1/wallets', {
      body: { chain_type: 'ethereum', owner_id: ownerId },
    });
    const sign = () =>
      server.request('POST', `/api/v1/wallets/${wallet.json.id}/rpc`, {
        body: { method: 'personal_sign', params: { message: 'hi', encoding: 'utf-8' } },
        signers: [session.privateKey],
      });
    expect((await sign()).status).toBe(401);
    const patched = await server.request<{ additional_signers: unknown[] }>(
      'PATCH',
      `/api/v1/wallets/${wallet.json.id}`,
      {
        body: { additional_signers: [{ signer_id: sessionId }] },
        signers: [owner.privateKey],
      },
    );
    expect(patched.json.additional_signers).toEqual([{ signer_id: sessionId }]);
    expect((await sign()).status).toBe(200);
  });
});

describe('state export and import', () => {
  it('keep the delegation: the wallets sign after an import, from the wrapped share', async () => {
    const { user, rpc } = await setUp();
    const state = emulator.exportState();
    emulator.reset();
    expect(
      (await rpc(user.ethId, { method: 'personal_sign', params: { message: 'x', encoding: 'utf-8' } })).status,
    ).toBe(404);
    await emulator.importState(state);
    const signed = await rpc(user.ethId, { method: 'personal_sign', params: { message: 'after', encoding: 'utf-8' } });
    expect(
      await verifyMessage({ address: user.address, message: 'after', signature: signed.json.data.signature as Hex }),
    ).toBe(true);
  });
});

describe('the app secret', () => {
  it('is random per app unless seeded, the same through every control and the developer page, and kept by export', async () => {
    const APP = 'walletapi-secret-app-00001';
    emulator.seed({ apps: [{ id: APP }] });
    const secret = emulator.walletApi.appSecret(APP);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(emulator.walletApi.appSecret());
    expect(emulator.forApp(APP).walletApi.appSecret()).toBe(secret);
    const client = createEmulatorClient(emulator.url);
    expect(await client.walletApi.appSecret(APP)).toBe(secret);
    expect(await client.forApp(APP).walletApi.appSecret()).toBe(secret);
    expect(await client.walletApi.appSecret()).toBe(emulator.walletApi.appSecret());
    expect(await (await fetch(`${emulator.url}/__emulator`)).text()).toContain(secret);

    emulator.seed({ apps: [{ id: APP, app_secret: 'a-seeded-secret-of-this-app' }] });
    expect(emulator.walletApi.appSecret(APP)).toBe('a-seeded-secret-of-this-app');
    const state = emulator.exportState();
    emulator.seed({ apps: [{ id: APP, app_secret: 'another-secret-for-a-moment' }] });
    await emulator.importState(state);
    expect(emulator.walletApi.appSecret(APP)).toBe('a-seeded-secret-of-this-app');
    expect(() => emulator.seed({ apps: [{ id: APP, app_secret: 'short' }] })).toThrow(/at least 16 characters/);
  });
});
