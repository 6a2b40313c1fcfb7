import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import { SIWE_NONCE_TTL_MS } from './verify.ts';

const APP = 'foyer-siwe-app-0000000001';
const ORIGIN = 'http://localhost:5173';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, wallet_auth: true, allowed_domains: [ORIGIN] }] });
});

const newAccount = () => privateKeyToAccount(generatePrivateKey());
type Account = ReturnType<typeof newAccount>;

const init = (address: string, appId = APP) => call(emulator, routes.siwe.init, { body: { address }, appId });

async function signedMessage(account: Account, overrides: { uri?: string; domain?: string; nonce?: string } = {}) {
  const { data } = await init(account.address);
  const uri = overrides.uri ?? ORIGIN;
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: overrides.domain ?? new URL(uri).host,
    uri,
    nonce: overrides.nonce ?? data.nonce,
    version: '1',
    issuedAt: new Date(emulator.clock.now()),
    resources: ['https://privy.io'],
  });
  return { message, signature: await account.signMessage({ message }) };
}

const wallet = { chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' };
const authenticate = (body: { message: string; signature: string }, extra: { mode?: 'no-signup' } = {}) =>
  call(emulator, routes.siwe.authenticate, { body: { ...body, ...wallet, ...extra }, appId: APP });

describe('siwe init', () => {
  it('hands out a nonce for the address, expiring in 10 minutes', async () => {
    const account = newAccount();
    const res = await init(account.address);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      address: account.address,
      expires_at: expect.any(String),
    });
    const ttl = Date.parse(res.data.expires_at) - emulator.clock.now();
    expect(ttl).toBeLessThanOrEqual(SIWE_NONCE_TTL_MS);
    expect(ttl).toBeGreaterThan(SIWE_NONCE_TTL_MS - 5_000);
  });

  it('refuses apps without wallet login, and bad addresses', async () => {
    emulator.seed({ apps: [{ id: APP, wallet_auth: false }] });
    expect((await init(newAccount().address)).error.code).toBe(ErrorCode.DISALLOWED_LOGIN_METHOD);
    expect((await init('0x123')).status).toBe(400);
  });
});

describe('siwe authenticate', () => {
  it('signs up a new user with an external wallet account (reference §7.3), then logs them in', async () => {
    const account = newAccount();
    const first = await authenticate(await signedMessage(account));
    expect(first.status).toBe(200);
    expect(first.data.is_new_user).toBe(true);
    expect(first.data.user?.linked_accounts).toEqual([
      expect.objectContaining({
        type: 'wallet',
        address: account.address,
        chain_type: 'ethereum',
        chain_id: 'eip155:1',
        wallet_client: 'unknown',
        wallet_client_type: 'metamask',
        connector_type: 'injected',
      }),
    ]);
    const again = await authenticate(await signedMessage(account));
    expect(again.data.is_new_user).toBe(false);
    expect(again.data.user?.id).toBe(first.data.user?.id);
  });

  it('spends a nonce once', async () => {
    const signed = await signedMessage(newAccount());
    expect((await authenticate(signed)).status).toBe(200);
    const replay = await authenticate(signed);
    expect(replay.status).toBe(401);
    expect(replay.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses an expired nonce', async () => {
    const signed = await signedMessage(newAccount());
    emulator.clock.advance(SIWE_NONCE_TTL_MS + 1);
    expect((await authenticate(signed)).status).toBe(401);
  });

  it('refuses a signature by another key, and a nonce issued for another address', async () => {
    const account = newAccount();
    const signed = await signedMessage(account);
    const forged = await newAccount().signMessage({ message: signed.message });
    expect((await authenticate({ message: signed.message, signature: forged })).status).toBe(401);

    const other = newAccount();
    const { data } = await init(other.address);
    const stolen = await signedMessage(account, { nonce: data.nonce });
    expect((await authenticate(stolen)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses a domain that is not the URI host, and an origin the app does not allow', async () => {
    const account = newAccount();
    expect((await authenticate(await signedMessage(account, { domain: 'evil.example' }))).status).toBe(401);
    const elsewhere = await authenticate(await signedMessage(account, { uri: 'https://evil.example' }));
    expect(elsewhere.status).toBe(403);
  });

  it('refuses text that is not an EIP-4361 message', async () => {
    const account = newAccount();
    const res = await authenticate({ message: 'hello', signature: await account.signMessage({ message: 'hello' }) });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(ErrorCode.INVALID_DATA);
  });

  it("answers user_does_not_exist in 'no-signup' mode for a new wallet", async () => {
    const res = await authenticate(await signedMessage(newAccount()), { mode: 'no-signup' });
    expect(res.status).toBe(404);
    expect(res.error.code).toBe(ErrorCode.USER_DOES_NOT_EXIST);
  });
});

describe('siwe link and unlink', () => {
  const emailUser = () =>
    createSession(emulator, {
      app_id: APP,
      linked_accounts: [{ type: 'email', address: `u${Date.now()}@example.com` }],
    });

  it('links the wallet to the signed-in user; unlink (accounts domain) removes it', async () => {
    const session = await emailUser();
    const account = newAccount();
    const linked = await call(emulator, routes.siwe.link, {
      body: { ...(await signedMessage(account)), ...wallet },
      appId: APP,
      token: session.token ?? '',
    });
    expect(linked.status).toBe(200);
    expect(linked.data.linked_accounts.map((a) => a.type)).toEqual(['email', 'wallet']);
    const second = await call(emulator, routes.siwe.link, {
      body: { ...(await signedMessage(newAccount())), ...wallet },
      appId: APP,
      token: session.token ?? '',
    });
    expect(second.error.code).toBe(ErrorCode.CANNOT_LINK_MORE_OF_TYPE);
    const unlinked = await call(emulator, routes.accounts.unlinkEthereumWallet, {
      body: { address: account.address.toLowerCase() },
      appId: APP,
      token: session.token ?? '',
    });
    expect(unlinked.data.linked_accounts.map((a) => a.type)).toEqual(['email']);
  });

  it('asks for a transfer when another user holds the wallet', async () => {
    const account = newAccount();
    expect((await authenticate(await signedMessage(account))).status).toBe(200);
    const session = await emailUser();
    const res = await call(emulator, routes.siwe.link, {
      body: { ...(await signedMessage(account)), ...wallet },
      appId: APP,
      token: session.token ?? '',
    });
    expect(res.error.code).toBe(ErrorCode.ACCOUNT_TRANSFER_REQUIRED);
  });
});
