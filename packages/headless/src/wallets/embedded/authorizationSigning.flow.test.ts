import { createPublicKey, verify } from 'node:crypto';
import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { emulatorEvmChains } from '@foyer/emulator/chains';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { createPublicClient, type Hex, hexToBytes, http, keccak256, recoverAddress, toHex } from 'viem';
import { verifyAuthorization } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { realWalletIframe } from '../../../../../test/support/realWalletIframe.ts';
import { createTestCore, fetchFromOrigin, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { userSignerPublicKey } from '../../../../emulator/src/walletIframe/userSigner.ts';
import type { AppConfig } from '../../core/config/types.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import type { AuthorizationRequest } from '../../core/wallets/authorization.ts';
import { toViemAccount } from '../../ethereum/toViemAccount.ts';
import type { EmbeddedWallet, WalletUiRequest } from '../types.ts';
import { createCreateWalletFlow } from './createWallet.flow.ts';
import { getWalletService } from './getWalletService.ts';
import { embeddedWalletSigner } from './signer.ts';
import {
  createAuthorizationSignatureFlow,
  createSendTransactionsFlow,
  createSignAuthorizationFlow,
  createSignRawHashFlow,
} from './signing.flow.ts';
import { signWalletApiRequest } from './signWalletApiRequest.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from './walletUi.ts';

/**
 * Raw hashes, EIP-7702 authorizations and wallet-API requests signed as the user, end to end in
 * Node: the kit's signing operations and confirmation policy, the emulator's own wallet iframe code
 * (one device), a real emulator and its local chain (the default nonce is read from it). Each
 * signature is verified as its receiver would: viem, ed25519, node:crypto.
 */

const APP = 'authz-signing-flow-app-01';
const ORIGIN = 'http://localhost:5173';
const contract = '0x000000000000000000000000000000000000c0de';
const hash = keccak256(toHex('raw'));

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
  emulator.seed({ apps: [{ id: APP, email_auth: true }] });
});
afterAll(() => emulator.close());

/** A logged-in user of APP with an Ethereum and a Solana wallet on one device; `ui`: a wallet UI is mounted. */
async function userWithWallets({ ui = false } = {}) {
  const auth = await createSession(emulator, { app_id: APP, email: uniqueEmail('authz') } as never);
  const test = createTestCore(emulator, { appId: APP, testing: { fetch: fetchFromOrigin(ORIGIN) } });
  persistSession(test.storage, auth);
  await test.core.start();
  const chains = emulatorEvmChains(emulator.url);
  test.core.store.set(appConfigAtom, { ...(test.core.store.get(appConfigAtom) as AppConfig), chains });
  const iframe = realWalletIframe(emulator, APP);
  await getWalletService(test.core, { createProxy: () => iframe.proxy });
  const create = createCreateWalletFlow(test.core).commands.createWallet;
  const ethereum = (await create({ chainType: 'ethereum' })).result as EmbeddedWallet<'ethereum'>;
  const solana = (await create({ chainType: 'solana' })).result as EmbeddedWallet<'solana'>;
  if (ui) test.core.store.set(walletUiMountsAtom, 1);
  const shown: WalletUiRequest[] = [];
  test.core.store.sub(walletUiRequestAtom, () => {
    const request = test.core.store.get(walletUiRequestAtom);
    if (request) shown.push(request);
  });
  const signatures = (event: string) => iframe.events.filter((e) => e.event === event).length;
  const nextShown = () => vi.waitFor(() => shown[0] ?? Promise.reject(new Error('nothing shown yet')));
  return { ...test, iframe, ethereum, solana, chains, chain: chains[0]!, shown, nextShown, signatures };
}

const walletApiRequest = (
  body: unknown = { additional_signers: [{ signer_id: 'quorum-1' }] },
): AuthorizationRequest => ({
  version: 1,
  method: 'PATCH',
  url: `${emulator.url}/api/v1/wallets/wallet-1`,
  body,
  headers: { 'privy-app-id': APP, 'privy-request-expiry': String(emulator.clock.now() + 60_000) },
});

describe('signRawHash', () => {
  it('Ethereum: secp256k1_sign of the hash, which recovers to the wallet', async () => {
    const t = await userWithWallets();
    const signed = await createSignRawHashFlow(t.core).commands.signRawHash({ hash });
    expect(signed.status).toBe('done');
    expect(await recoverAddress({ hash, signature: signed.result!.signature })).toBe(t.ethereum.address);
  });

  it('Solana: the ed25519 signature of the 32 bytes, shown as a raw hash, never as a message', async () => {
    const t = await userWithWallets({ ui: true });
    const pending = createSignRawHashFlow(t.core).commands.signRawHash({ hash }, { chainType: 'solana' });
    const request = await t.nextShown();
    expect(request).toMatchObject({ kind: 'raw-hash', hash, wallet: { address: t.solana.address } });
    await request.approve();
    const { signature } = (await pending).result!;
    expect(ed25519.verify(hexToBytes(signature), hexToBytes(hash), base58.decode(t.solana.address))).toBe(true);
  });

  it.each([['0x1234'], ['not hex'], [`0x${'zz'.repeat(32)}`]])(
    'refuses %s with invalid_data; nothing reaches the iframe',
    async (bad) => {
      const t = await userWithWallets();
      const before = t.iframe.events.length;
      const signed = await createSignRawHashFlow(t.core).commands.signRawHash({ hash: bad as Hex });
      expect(signed.error).toMatchObject({ code: ErrorCode.INVALID_DATA, field: 'hash' });
      expect(t.iframe.events.length).toBe(before);
    },
  );
});

describe('signAuthorization (EIP-7702)', () => {
  it('with an explicit chain and nonce: viem verifies it as the wallet’s', async () => {
    const t = await userWithWallets();
    const signed = await createSignAuthorizationFlow(t.core).commands.signAuthorization({
      contractAddress: contract,
      chainId: 1,
      nonce: 42,
    });
    expect(signed.result).toMatchObject({ address: contract, chainId: 1, nonce: 42 });
    expect(await verifyAuthorization({ address: t.ethereum.address, authorization: signed.result! })).toBe(true);
  });

  it('defaults: the app’s default chain, and the nonce the wallet has there (read from the chain)', async () => {
    const t = await userWithWallets();
    // The app's default chain is its second one, where the wallet sent two transactions: its nonce there is 2.
    const chain = t.chains[1]!;
    t.core.store.set(appConfigAtom, { ...(t.core.store.get(appConfigAtom) as AppConfig), defaultChain: chain });
    await emulator.chains.fund(t.ethereum.address, { native: '1', chainId: chain.id as never });
    const sent = await createSendTransactionsFlow(t.core).commands.sendTransactions([
      { to: contract, value: 1n, chainId: chain.id },
      { to: contract, value: 2n, chainId: chain.id },
    ]);
    expect(sent.status).toBe('done');
    const client = createPublicClient({ chain, transport: http() });
    expect(await client.getTransactionCount({ address: t.ethereum.address })).toBe(2);
    const signed = await createSignAuthorizationFlow(t.core).commands.signAuthorization({ contractAddress: contract });
    expect(signed.result).toMatchObject({ address: contract, chainId: chain.id, nonce: 2 });
    expect(await verifyAuthorization({ address: t.ethereum.address, authorization: signed.result! })).toBe(true);
  });

  it('through the viem account: the same path, and the confirmation names the chain', async () => {
    const t = await userWithWallets({ ui: true });
    const account = toViemAccount({ wallet: t.ethereum, signer: embeddedWalletSigner(t.core) });
    const pending = account.signAuthorization!({ contractAddress: contract, chainId: t.chain.id, nonce: 3 });
    const request = await t.nextShown();
    expect(request).toMatchObject({
      kind: 'authorization',
      authorization: { contract, chainId: t.chain.id, nonce: 3, chainName: t.chain.name },
    });
    expect(t.signatures('privy:wallets:rpc')).toBe(0);
    await request.approve();
    const signed = await pending;
    expect(await verifyAuthorization({ address: t.ethereum.address, authorization: signed })).toBe(true);
  });

  it('with a UI: reject → user_rejected_request; the iframe signs nothing', async () => {
    const t = await userWithWallets({ ui: true });
    const pending = createSignAuthorizationFlow(t.core).commands.signAuthorization({
      contractAddress: contract,
      chainId: 1,
      nonce: 0,
    });
    const request = await t.nextShown();
    expect(request).toMatchObject({ kind: 'authorization', authorization: { contract, chainId: 1, nonce: 0 } });
    request.reject();
    expect((await pending).error?.code).toBe(ErrorCode.USER_REJECTED_REQUEST);
    expect(t.signatures('privy:wallets:rpc')).toBe(0);
  });

  it.each([
    [{ contractAddress: '0x1234' }, 'contractAddress'],
    [{ contractAddress: contract, chainId: -1 }, 'chainId'],
    [{ contractAddress: contract, nonce: 1.5 }, 'nonce'],
    [{ contractAddress: contract, chainId: 0 }, 'nonce'],
  ])('refuses %j with invalid_data (%s); nothing reaches the iframe or the chain', async (input, field) => {
    const t = await userWithWallets();
    const before = t.iframe.events.length;
    const signed = await createSignAuthorizationFlow(t.core).commands.signAuthorization(input as never);
    expect(signed.error).toMatchObject({ code: ErrorCode.INVALID_DATA, field });
    expect(t.iframe.events.length).toBe(before);
  });

  it('without a nonce, a chain the app does not have is unsupported_chain_id', async () => {
    const t = await userWithWallets();
    const signed = await createSignAuthorizationFlow(t.core).commands.signAuthorization({
      contractAddress: contract,
      chainId: 999,
    });
    expect(signed.error?.code).toBe(ErrorCode.UNSUPPORTED_CHAIN_ID);
  });
});

describe('generateAuthorizationSignature (the user signer)', () => {
  /** Whether `signature` verifies, with node:crypto, as the user signer of the wallets' entropy over the request's canonical JSON. */
  async function verifiesAsUser(
    t: Awaited<ReturnType<typeof userWithWallets>>,
    request: AuthorizationRequest,
    signature: string,
  ) {
    const { entropy } = await t.iframe.device.vault.load((await t.core.session.getAccessToken())!, t.ethereum);
    const key = createPublicKey({
      key: Buffer.from(userSignerPublicKey(entropy), 'base64'),
      format: 'der',
      type: 'spki',
    });
    const { canonicalJson } = await import('../../core/wallets/authorization.ts');
    return verify('sha256', Buffer.from(canonicalJson(request)), key, Buffer.from(signature, 'base64'));
  }

  it('headless (no UI): signs at once; node:crypto verifies it against the user signer key', async () => {
    const t = await userWithWallets();
    const request = walletApiRequest();
    const signed = await createAuthorizationSignatureFlow(t.core).commands.generateAuthorizationSignature(request);
    expect(t.shown).toEqual([]);
    expect(await verifiesAsUser(t, request, signed.result!.signature)).toBe(true);
    expect(await verifiesAsUser(t, walletApiRequest({ other: true }), signed.result!.signature)).toBe(false);
  });

  it('with a UI: waits for approve, showing method, URL and the indented body', async () => {
    const t = await userWithWallets({ ui: true });
    const request = walletApiRequest();
    const pending = signWalletApiRequest(t.core, request);
    const shown = await t.nextShown();
    expect(shown).toMatchObject({
      kind: 'wallet-api-request',
      request: { method: 'PATCH', url: request.url, body: JSON.stringify(request.body, null, 2) },
    });
    expect(t.signatures('privy:user-signer:sign')).toBe(0);
    await shown.approve();
    expect(await verifiesAsUser(t, request, (await pending).signature)).toBe(true);
    expect(t.signatures('privy:user-signer:sign')).toBe(1);
  });

  it('with a UI: reject → user_rejected_request; nothing is signed', async () => {
    const t = await userWithWallets({ ui: true });
    const pending = signWalletApiRequest(t.core, walletApiRequest());
    (await t.nextShown()).reject();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED_REQUEST });
    expect(t.signatures('privy:user-signer:sign')).toBe(0);
  });

  it.each([
    ['version', { version: 2 }],
    ['method', { method: 'GET' }],
    ['url', { url: '/api/v1/wallets/wallet-1' }],
    ['headers', { headers: { 'privy-app-id': APP } }],
    ['body', { body: { amount: 1n } }],
  ])('refuses a bad %s with invalid_data; nothing reaches the iframe', async (field, change) => {
    const t = await userWithWallets();
    const before = t.iframe.events.length;
    const bad = { ...walletApiRequest(), ...change } as AuthorizationRequest;
    await expect(signWalletApiRequest(t.core, bad)).rejects.toMatchObject({ code: ErrorCode.INVALID_DATA, field });
    expect(t.iframe.events.length).toBe(before);
  });
});
