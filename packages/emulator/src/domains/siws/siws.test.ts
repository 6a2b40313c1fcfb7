import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { buildMemoTransaction, buildSiwsMessage } from '@foyer/headless/solana';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { SIWS_NONCE_TTL_MS } from './routes.ts';

const APP = 'foyer-siws-app-0000000001';
const PAGE = { domain: 'app.example.com', uri: 'https://app.example.com' };
/** Another page the app allows, which is not the one the messages name. */
const OTHER_PAGE = 'https://second.example.com';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, solana_wallet_auth: true, allowed_domains: [PAGE.uri, OTHER_PAGE] }] });
});

const wallet = () => {
  const secret = ed25519.utils.randomPrivateKey();
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) };
};
type TestWallet = ReturnType<typeof wallet>;

async function message(w: TestWallet, page = PAGE) {
  const res = await call(emulator, routes.siws.init, { body: { address: w.address }, appId: APP });
  expect(res.status).toBe(200);
  const { nonce, expires_at } = res.data as { nonce: string; expires_at: string };
  const ttl = Date.parse(expires_at) - emulator.clock.now();
  expect(ttl > SIWS_NONCE_TTL_MS - 5000 && ttl <= SIWS_NONCE_TTL_MS).toBe(true);
  return buildSiwsMessage({
    ...page,
    address: w.address,
    nonce,
    issuedAt: new Date(emulator.clock.now()).toISOString(),
  });
}
const plain = (w: TestWallet, text: string) => ({
  message: text,
  signature: base64.encode(ed25519.sign(new TextEncoder().encode(text), w.secret)),
  walletClientType: 'phantom',
  connectorType: 'wallet_standard',
});
const authenticate = (body: ReturnType<typeof plain> & { message_type?: 'plain' | 'transaction' }, headers = {}) =>
  call(emulator, routes.siws.authenticate, { body, appId: APP, headers });

describe('SIWS routes (reference §5.8)', () => {
  it('signs a new user up with a Solana wallet account, then logs them in again', async () => {
    const w = wallet();
    const first = await authenticate(plain(w, await message(w)));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      is_new_user: true,
      user: {
        linked_accounts: [
          {
            type: 'wallet',
            address: w.address,
            chain_type: 'solana',
            wallet_client_type: 'phantom',
            connector_type: 'wallet_standard',
          },
        ],
      },
    });
    const again = await authenticate(plain(w, await message(w)));
    expect(again.data).toMatchObject({ is_new_user: false });
  });

  it('uses a nonce once, and not after it expires', async () => {
    const w = wallet();
    const body = plain(w, await message(w));
    expect((await authenticate(body)).status).toBe(200);
    const replay = await authenticate(body);
    expect(replay).toMatchObject({ status: 401, data: { code: ErrorCode.INVALID_CREDENTIALS } });
    const late = plain(w, await message(w));
    emulator.clock.advance(SIWS_NONCE_TTL_MS);
    expect((await authenticate(late)).status).toBe(401);
  });

  it('refuses a signature by another key, and a nonce issued for another address', async () => {
    const w = wallet();
    const text = await message(w);
    expect((await authenticate(plain(wallet(), text))).status).toBe(401);
    const other = wallet();
    const forOther = (await message(other)).replace(other.address, w.address).replace(other.address, w.address);
    expect((await authenticate(plain(w, forOther))).status).toBe(401);
  });

  it("checks the message's page against the request's origin and the app's domains", async () => {
    const w = wallet();
    const elsewhere = await authenticate(plain(w, await message(w)), { origin: OTHER_PAGE });
    expect(elsewhere).toMatchObject({ status: 403, data: { code: ErrorCode.INVALID_DATA } });
    const here = await authenticate(plain(w, await message(w)), { origin: PAGE.uri });
    expect(here.status).toBe(200);
    emulator.seed({ apps: [{ id: APP, solana_wallet_auth: true, allowed_domains: ['https://other.example.com'] }] });
    expect((await authenticate(plain(w, await message(w)))).status).toBe(403);
  });

  it('takes a memo transaction signed by the wallet (message_type transaction)', async () => {
    const w = wallet();
    const text = await message(w);
    const unsigned = buildMemoTransaction(w.address, text);
    const messageBytes = unsigned.subarray(65);
    const body = {
      message: base64.encode(messageBytes),
      signature: base64.encode(ed25519.sign(messageBytes, w.secret)),
      walletClientType: 'ledger',
      connectorType: 'wallet_standard',
      message_type: 'transaction' as const,
    };
    expect(await authenticate(body)).toMatchObject({ status: 200, data: { is_new_user: true } });
  });

  it('refuses a transaction whose memo is not a SIWS message, or that is paid by another key', async () => {
    const w = wallet();
    const text = await message(w);
    const noSiws = buildMemoTransaction(w.address, 'hello').subarray(65);
    const signedNoSiws = {
      message: base64.encode(noSiws),
      signature: base64.encode(ed25519.sign(noSiws, w.secret)),
      walletClientType: null,
      connectorType: null,
      message_type: 'transaction' as const,
    };
    expect(await call(emulator, routes.siws.authenticate, { body: signedNoSiws, appId: APP })).toMatchObject({
      status: 400,
    });
    const payer = wallet();
    const otherPayer = buildMemoTransaction(payer.address, text).subarray(65);
    const body = {
      ...signedNoSiws,
      message: base64.encode(otherPayer),
      signature: base64.encode(ed25519.sign(otherPayer, payer.secret)),
    };
    expect(await call(emulator, routes.siws.authenticate, { body, appId: APP })).toMatchObject({ status: 400 });
  });

  it('refuses logins when the app has Solana wallet login off', async () => {
    emulator.seed({ apps: [{ id: APP, solana_wallet_auth: false }] });
    const res = await call(emulator, routes.siws.init, { body: { address: wallet().address }, appId: APP });
    expect(res).toMatchObject({ status: 403, data: { code: ErrorCode.DISALLOWED_LOGIN_METHOD } });
  });

  it('unlinks the wallet (accounts domain) unless it is the only account', async () => {
    const w = wallet();
    const login = await authenticate(plain(w, await message(w)));
    const token = (login.data as { token: string }).token;
    const res = await call(emulator, routes.accounts.unlinkSolanaWallet, {
      body: { address: w.address },
      appId: APP,
      token,
    });
    expect(res).toMatchObject({ status: 400, data: { code: ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT } });
  });
});
