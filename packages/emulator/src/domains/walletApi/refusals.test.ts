import { routeDomains as routes } from '@foyer/headless/contract';
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { delegatedUser, userWithWallets } from '../../test/delegatedUser.ts';
import { call } from '../../test/support.ts';
import { type ApiCall, appServer, appServerWithKey, authorizationKey } from '../../test/walletApi.ts';
import { signAsUser } from '../../walletIframe/userSigner.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const OTHER_APP = 'walletapi-other-app-000001';
const personalSign = { method: 'personal_sign', params: { message: 'hello', encoding: 'utf-8' } };

/** An app server with one authorization key, and a user whose wallets are delegated. */
async function setUp() {
  const server = await appServerWithKey(emulator, emulator.walletApi.appSecret());
  const { key } = server;
  const user = await delegatedUser(emulator);
  const rpc = (call: ApiCall = {}, id = user.ethId) =>
    server.request('POST', `/api/v1/wallets/${id}/rpc`, { body: personalSign, signers: [key.privateKey], ...call });
  return { server, key, user, rpc };
}

describe('the wallet API refuses', () => {
  it('a wallet the user never delegated (403), and one they revoked (403), until they consent again', async () => {
    const { rpc, user } = await setUp();
    const never = await userWithWallets(emulator);
    const undelegated = await rpc({}, never.address);
    expect(undelegated.status).toBe(403);
    expect(undelegated.json.error).toBe(
      'The user has not consented to delegated actions for this wallet: it has no wallet-API id',
    );

    expect((await call(emulator, routes.walletApi.revoke, { token: user.token, body: {} })).status).toBe(200);
    const revoked = await rpc();
    expect(revoked.status).toBe(403);
    expect(revoked.json.error).toBe('The user revoked delegated actions for this wallet: it needs their consent again');
    await user.consent();
    expect((await rpc()).status).toBe(200);
  });

  it('an absent signature, or one by a key the wallet does not accept (401)', async () => {
    const { rpc } = await setUp();
    const absent = await rpc({ signers: undefined });
    expect([absent.status, absent.json.error]).toEqual([
      401,
      'This request needs privy-authorization-signature: a signature by a key the wallet accepts',
    ]);
    const stranger = await rpc({ signers: [authorizationKey().privateKey] });
    expect(stranger.status).toBe(401);
    expect(stranger.json.error).toMatch(/^No key this wallet accepts signed this request/);
    const garbage = await rpc({ signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(garbage.status).toBe(401);
  });

  it('a signature of another request: another body or another URL (401)', async () => {
    const { server, key, user } = await setUp();
    const signedBody = { ...personalSign, params: { message: 'signed', encoding: 'utf-8' } };
    // Signed for another wallet's URL, sent to this one.
    const { headers } = await server.request('POST', `/api/v1/wallets/${user.solId}/rpc`, {
      body: signedBody,
      signers: [key.privateKey],
    });
    const moved = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      body: signedBody,
      signature: headers['privy-authorization-signature'],
      expiry: Number(headers['privy-request-expiry']),
    });
    expect(moved.status).toBe(401);
  });

  it('an expired request, or one whose expiry is more than 5 minutes ahead (401)', async () => {
    const { rpc } = await setUp();
    const expired = await rpc({ expiry: Date.now() - 1000 });
    expect([expired.status, expired.json.error]).toEqual([
      401,
      'The request has expired (privy-request-expiry is past)',
    ]);
    const far = await rpc({ expiry: Date.now() + 6 * 60_000 });
    expect([far.status, far.json.error]).toEqual([401, 'privy-request-expiry is more than 5 minutes ahead']);
  });

  it('a replayed signature (401), until its expiry', async () => {
    const { server, key, user } = await setUp();
    const first = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      body: personalSign,
      signers: [key.privateKey],
    });
    expect(first.status).toBe(200);
    const replay = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      body: personalSign,
      signature: first.headers['privy-authorization-signature'],
      expiry: Number(first.headers['privy-request-expiry']),
    });
    expect([replay.status, replay.json.error]).toEqual([
      401,
      'This authorization signature was already used: sign each request anew (replay refused)',
    ]);
  });

  it('another app’s secret, a wrong secret, no secret (401); another app never sees the wallets (404)', async () => {
    emulator.seed({ apps: [{ id: OTHER_APP, app_secret: 'the-other-apps-secret-0001' }] });
    const { user, rpc } = await setUp();
    const otherSecret = emulator.walletApi.appSecret(OTHER_APP);
    expect(otherSecret).toBe('the-other-apps-secret-0001');
    const crossed = await rpc({
      auth: `Basic ${Buffer.from(`foyer-demo-app-0000000001:${otherSecret}`).toString('base64')}`,
    });
    expect([crossed.status, crossed.json.error]).toEqual([401, 'Invalid app secret']);
    const wrong = await rpc({ auth: `Basic ${Buffer.from('foyer-demo-app-0000000001:nope').toString('base64')}` });
    expect(wrong.status).toBe(401);
    const none = await rpc({ auth: null });
    expect(none.status).toBe(401);
    const other = appServer(emulator, otherSecret, OTHER_APP);
    expect((await other.request('GET', `/api/v1/wallets/${user.ethId}`)).status).toBe(404);
    expect((await other.request<{ data: unknown[] }>('GET', '/api/v1/wallets')).json.data).toEqual([]);
    // The Basic credentials must name the app of the privy-app-id header.
    const mismatched = await other.request('GET', '/api/v1/wallets', {
      auth: `Basic ${Buffer.from(`foyer-demo-app-0000000001:${emulator.walletApi.appSecret()}`).toString('base64')}`,
    });
    expect(mismatched.status).toBe(401);
  });

  it('a request a policy does not allow (403), and lets through what it allows', async () => {
    const { server, key, rpc, user } = await setUp();
    const friend = '0x000000000000000000000000000000000000f00d';
    const policy = await server.request<{ id: string }>('POST', '/api/v1/policies', {
      body: {
        version: '1.0',
        name: 'Small sends to a friend',
        chain_type: 'ethereum',
        rules: [
          {
            name: 'to the friend, at most 1000 wei',
            method: 'eth_signTransaction',
            action: 'ALLOW',
            conditions: [
              { field_source: 'ethereum_transaction', field: 'to', operator: 'eq', value: friend },
              { field_source: 'ethereum_transaction', field: 'value', operator: 'lte', value: '1000' },
            ],
          },
        ],
      },
    });
    expect(policy.status).toBe(200);
    // The wallet's owner, the user signer, sets its policies: the user's client signs with the key their entropy derives.
    const { entropy } = await user.device.vault.load(user.token, user.ref as never);
    const patched = await server.request<{ policy_ids: string[] }>('PATCH', `/api/v1/wallets/${user.ethId}`, {
      auth: `Bearer ${user.token}`,
      body: { policy_ids: [policy.json.id] },
      signers: [(payload) => signAsUser(entropy, payload)],
    });
    expect(patched.json.policy_ids).toEqual([policy.json.id]);
    // The app's own keys sign within the policies but change nothing on a user's wallet.
    const byApp = await server.request('PATCH', `/api/v1/wallets/${user.ethId}`, {
      body: { policy_ids: [] },
      signers: [key.privateKey],
    });
    expect([byApp.status, byApp.json.error]).toEqual([
      401,
      "Only the wallet's owner may change its signers, policies or owner",
    ]);
    const tx = (to: string, value: number) => ({
      body: {
        method: 'eth_signTransaction',
        params: { transaction: { to, value, chain_id: 31337, nonce: 0, gas_limit: 21000, max_fee_per_gas: 1 } },
      },
    });
    expect((await rpc(tx(friend, 1000))).status).toBe(200);
    const tooMuch = await rpc(tx(friend, 1001));
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.json.error).toMatch(
      /^Policy 'Small sends to a friend' \(\w+\) does not allow this eth_signTransaction request/,
    );
    expect((await rpc(tx('0x000000000000000000000000000000000000beef', 1))).status).toBe(403);
    expect((await rpc()).status).toBe(403);
  });

  it('a Solana transfer over a session signer’s policy (403), by its System instruction', async () => {
    const server = appServer(emulator, emulator.walletApi.appSecret());
    const session = authorizationKey();
    const sessionId = (
      await server.request<{ id: string }>('POST', '/api/v1/key_quorums', {
        body: { public_keys: [session.publicKey] },
      })
    ).json.id;
    const policy = await server.request<{ id: string }>('POST', '/api/v1/policies', {
      body: {
        version: '1.0',
        name: 'Tips only',
        chain_type: 'solana',
        rules: [
          {
            name: 'at most 1000 lamports',
            method: 'signTransaction',
            action: 'ALLOW',
            conditions: [
              {
                field_source: 'solana_system_program_instruction',
                field: 'Transfer.lamports',
                operator: 'lte',
                value: '1000',
              },
            ],
          },
        ],
      },
    });
    const wallet = await server.request<{ id: string; address: string }>('POST', '/api/v1/wallets', {
      body: {
        chain_type: 'solana',
        owner_id: sessionId,
        additional_signers: [{ signer_id: sessionId, override_policy_ids: [policy.json.id] }],
      },
    });
    // The owner is not bound by policies: a session signer that is not the owner is.
    const other = authorizationKey();
    const otherId = (
      await server.request<{ id: string }>('POST', '/api/v1/key_quorums', { body: { public_keys: [other.publicKey] } })
    ).json.id;
    await server.request('PATCH', `/api/v1/wallets/${wallet.json.id}`, {
      body: { owner_id: otherId },
      signers: [session.privateKey],
    });
    const payer = address(wallet.json.address);
    const transfer = (amount: bigint) =>
      getBase64EncodedWireTransaction(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayer(payer, m),
            (m) =>
              setTransactionMessageLifetimeUsingBlockhash(
                { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
                m,
              ),
            (m) =>
              appendTransactionMessageInstructions(
                [getTransferSolInstruction({ source: createNoopSigner(payer), destination: payer, amount })],
                m,
              ),
          ),
        ),
      );
    const sign = (amount: bigint) =>
      server.request('POST', `/api/v1/wallets/${wallet.json.id}/rpc`, {
        body: { method: 'signTransaction', params: { transaction: transfer(amount), encoding: 'base64' } },
        signers: [session.privateKey],
      });
    expect((await sign(1000n)).status).toBe(200);
    const over = await sign(1001n);
    expect([over.status, over.json.error]).toEqual([
      403,
      `Policy 'Tips only' (${policy.json.id}) does not allow this signTransaction request`,
    ]);
  });

  it('a session signer the wallet does not list (401); the owner only may export (401)', async () => {
    const server = appServer(emulator, emulator.walletApi.appSecret());
    const owner = authorizationKey();
    const session = authorizationKey();
    const quorum = async (key: { publicKey: string }) =>
      (await server.request<{ id: string }>('POST', '/api/v1/key_quorums', { body: { public_keys: [key.publicKey] } }))
        .json.id;
    const ownerId = await quorum(owner);
    const sessionId = await quorum(session);
    const wallet = await server.request<{ id: string }>('POST', '/api/v1/wallets', {
      body: { chain_type: 'ethereum', owner_id: ownerId, additional_signers: [{ signer_id: sessionId }] },
    });
    const notListed = await server.request('POST', `/api/v1/wallets/${wallet.json.id}/rpc`, {
      body: personalSign,
      signers: [authorizationKey().privateKey],
    });
    expect(notListed.status).toBe(401);
    const recipient = authorizationKey().publicKey;
    const exportBySession = await server.request('POST', `/api/v1/wallets/${wallet.json.id}/export`, {
      body: { encryption_type: 'HPKE', recipient_public_key: recipient },
      signers: [session.privateKey],
    });
    expect([exportBySession.status, exportBySession.json.error]).toEqual([
      401,
      "Only the wallet's owner may export its key",
    ]);
  });

  it('bad params inside rpc: 400 invalid_data', async () => {
    const { rpc } = await setUp();
    const bad = await rpc({ body: { method: 'eth_signTypedData_v4', params: { typed_data: { message: {} } } } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid_data' });
    const wrongChain = await rpc({
      body: {
        method: 'eth_sendTransaction',
        caip2: 'eip155:1',
        params: { transaction: { to: '0x0000000000000000000000000000000000000001' } },
      },
    });
    expect([wrongChain.status, wrongChain.json.code]).toEqual([400, 'invalid_data']);
  });
});
