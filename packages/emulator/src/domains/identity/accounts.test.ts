import {
  ErrorCode,
  routeDomains as routes,
  type WireAccountTransferData,
  type WireAuthResponse,
} from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession, latestCode } from '../../testing.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import type { SeedLinkedAccount } from './linkedAccounts.ts';
import { TRANSFER_NONCE_TTL_MS } from './linking.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
const ETH = `0x${'ab'.repeat(20)}`;
const EMBEDDED = `0x${'cd'.repeat(20)}`;
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const custom = (): SeedLinkedAccount => ({ type: 'custom_auth', custom_user_id: `ext-${++counter}` });
const embeddedWallet: SeedLinkedAccount = {
  type: 'wallet',
  chain_type: 'ethereum',
  address: EMBEDDED,
  wallet_client: 'privy',
  wallet_client_type: 'privy',
  connector_type: 'embedded',
  imported: false,
  delegated: false,
  wallet_index: 0,
};
const me = async (auth: WireAuthResponse) => (await call(emulator, routes.users.me, { token: auth.token! })).data.user;

describe('unlink routes', () => {
  const every: [string, SeedLinkedAccount, () => Promise<{ status: number; types: string[] }>][] = [];
  const unlinkCase = <R extends Parameters<typeof call>[1]>(
    label: string,
    account: SeedLinkedAccount,
    route: R,
    body: Record<string, unknown>,
  ) => {
    every.push([
      label,
      account,
      async () => {
        const auth = await createSession(emulator, { linked_accounts: [custom(), account] });
        const res = await call(emulator, route, { token: auth.token!, body });
        return {
          status: res.status,
          types: (res.data as { linked_accounts: { type: string }[] }).linked_accounts.map((a) => a.type),
        };
      },
    ]);
  };
  unlinkCase(
    'an Ethereum wallet (siwe)',
    { type: 'wallet', chain_type: 'ethereum', address: ETH, wallet_client: 'unknown' },
    routes.accounts.unlinkEthereumWallet,
    { address: ETH.toUpperCase().replace('0X', '0x') },
  );
  unlinkCase(
    'a Solana wallet (siws)',
    { type: 'wallet', chain_type: 'solana', address: SOL, wallet_client: 'unknown' },
    routes.accounts.unlinkSolanaWallet,
    { address: SOL },
  );
  unlinkCase('a Google account', { type: 'google_oauth', subject: 'g-1' }, routes.accounts.unlinkOAuth, {
    provider: 'google',
    subject: 'g-1',
  });
  unlinkCase(
    'a cross-app account (provider privy:<app>)',
    { type: 'cross_app', subject: 'x-1', provider_app_id: 'other-app', embedded_wallets: [], smart_wallets: [] },
    routes.accounts.unlinkOAuth,
    { provider: 'privy:other-app', subject: 'x-1' },
  );
  unlinkCase(
    'a Farcaster account',
    { type: 'farcaster', fid: 3, owner_address: ETH },
    routes.accounts.unlinkFarcaster,
    { fid: 3 },
  );
  unlinkCase('a Telegram account', { type: 'telegram', telegram_user_id: '42' }, routes.accounts.unlinkTelegram, {
    telegram_user_id: '42',
  });
  unlinkCase(
    'a passkey',
    { type: 'passkey', credential_id: 'cred-1', enrolled_in_mfa: false },
    routes.accounts.unlinkPasskey,
    { credential_id: 'cred-1', remove_as_mfa: false },
  );

  it.each(every)('unlinks %s', async (_label, _account, run) => {
    expect(await run()).toEqual({ status: 200, types: ['custom_auth'] });
  });

  it('refuses an account the user does not hold (400 linked_account_not_found)', async () => {
    const auth = await createSession(emulator, {
      linked_accounts: [custom(), { type: 'google_oauth', subject: 'g-1' }],
    });
    const res = await call(emulator, routes.accounts.unlinkOAuth, {
      token: auth.token!,
      body: { provider: 'apple', subject: 'g-1' },
    });
    expect(res.error.code).toBe(ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
  });

  it('refuses an embedded wallet and the sole login account', async () => {
    const auth = await createSession(emulator, {
      linked_accounts: [{ type: 'farcaster', fid: 9, owner_address: ETH }, embeddedWallet],
    });
    const embedded = await call(emulator, routes.accounts.unlinkEthereumWallet, {
      token: auth.token!,
      body: { address: EMBEDDED },
    });
    expect(embedded.error.code).toBe(ErrorCode.CANNOT_UNLINK_EMBEDDED_WALLET);
    const sole = await call(emulator, routes.accounts.unlinkFarcaster, { token: auth.token!, body: { fid: 9 } });
    expect(sole.error.code).toBe(ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT);
    expect((await me(auth)).linked_accounts).toHaveLength(2);
  });

  it('keeps a passkey enrolled in MFA unless remove_as_mfa', async () => {
    const auth = await createSession(emulator, {
      linked_accounts: [custom(), { type: 'passkey', credential_id: 'mfa', enrolled_in_mfa: true }],
    });
    const kept = await call(emulator, routes.accounts.unlinkPasskey, {
      token: auth.token!,
      body: { credential_id: 'mfa', remove_as_mfa: false },
    });
    expect(kept.status).toBe(400);
    expect(kept.error.code).toBe(ErrorCode.MISSING_MFA_CREDENTIALS);
    const removed = await call(emulator, routes.accounts.unlinkPasskey, {
      token: auth.token!,
      body: { credential_id: 'mfa', remove_as_mfa: true },
    });
    expect(removed.status).toBe(200);
  });

  it('needs a bearer', async () => {
    expect((await call(emulator, routes.accounts.unlinkFarcaster, { body: { fid: 1 } })).status).toBe(401);
  });
});

describe('account transfer', () => {
  /** User A holds `taken` (and an embedded wallet); user B, logged in, tries to link it and gets a nonce. */
  async function transferRequired(withWallet = false) {
    const taken = `taken.${++counter}@example.com`;
    const [owner] = emulator.seed({
      users: [{ email: taken, linked_accounts: withWallet ? [embeddedWallet] : [] }],
    }).users;
    const requester = await createSession(emulator, { linked_accounts: [custom()] });
    await call(emulator, routes.email.init, { body: { email: taken } });
    const res = await call(emulator, routes.email.link, {
      token: requester.token!,
      body: { email: taken, code: await latestCode(emulator, taken) },
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(ErrorCode.ACCOUNT_TRANSFER_REQUIRED);
    return { taken, owner: owner!, requester, data: res.error.data as WireAccountTransferData };
  }

  it('names the account and the other user’s embedded wallet', async () => {
    const { taken, data } = await transferRequired(true);
    expect(data).toEqual({
      nonce: expect.any(String),
      subject: taken,
      otherUser: { embeddedWalletAddress: EMBEDDED },
      account: { displayName: taken },
    });
  });

  it('moves the address to the requester and deletes the other user', async () => {
    const { taken, owner, requester, data } = await transferRequired(true);
    const res = await call(emulator, routes.accounts.transferEmail, {
      token: requester.token!,
      body: { nonce: data.nonce, email: taken },
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts.map((a) => a.type)).toEqual(['custom_auth', 'email']);
    const all = emulator.exportState().domains.users.map((record) => record.user.id);
    expect(all).not.toContain(owner.id);
  });

  it('uses a nonce once, for its account and its requester, before it expires', async () => {
    const first = await transferRequired();
    const stranger = await createSession(emulator, { linked_accounts: [custom()] });
    const byStranger = await call(emulator, routes.accounts.transferEmail, {
      token: stranger.token!,
      body: { nonce: first.data.nonce, email: first.taken },
    });
    expect(byStranger.error.code).toBe(ErrorCode.INVALID_DATA);
    // The failed attempt used it up.
    const reused = await call(emulator, routes.accounts.transferEmail, {
      token: first.requester.token!,
      body: { nonce: first.data.nonce, email: first.taken },
    });
    expect(reused.error.code).toBe(ErrorCode.INVALID_DATA);

    const second = await transferRequired();
    const otherAccount = await call(emulator, routes.accounts.transferEmail, {
      token: second.requester.token!,
      body: { nonce: second.data.nonce, email: 'other@example.com' },
    });
    expect(otherAccount.error.code).toBe(ErrorCode.INVALID_DATA);

    const third = await transferRequired();
    emulator.clock.advance(TRANSFER_NONCE_TTL_MS);
    const expired = await call(emulator, routes.accounts.transferEmail, {
      token: third.requester.token!,
      body: { nonce: third.data.nonce, email: third.taken },
    });
    expect(expired.error.code).toBe(ErrorCode.INVALID_DATA);
  });

  /** A pending transfer written into the state, as a link route of that type would have issued it. */
  async function pendingTransfer(account: SeedLinkedAccount, accountKey: string) {
    const [owner] = emulator.seed({ users: [{ linked_accounts: [account] }] }).users;
    const requester = await createSession(emulator, { linked_accounts: [custom()] });
    const state = emulator.exportState();
    state.domains.accounts.push({
      nonce: `nonce-${++counter}`,
      app_id: DEFAULT_APP_ID,
      account_key: accountKey,
      owner_id: owner!.id,
      requester_id: requester.user!.id,
      expires_at: emulator.clock.now() + 60_000,
    });
    await emulator.importState(state);
    return { nonce: state.domains.accounts.at(-1)!.nonce, requester, owner: owner! };
  }

  it.each<[string, SeedLinkedAccount, string, Parameters<typeof call>[1], (nonce: string) => Record<string, unknown>]>([
    [
      'a phone number',
      { type: 'phone', phoneNumber: '+15555550142' },
      'phone:+15555550142',
      routes.accounts.transferPhone,
      (nonce) => ({ nonce, phoneNumber: '+15555550142' }),
    ],
    [
      'an external wallet',
      { type: 'wallet', chain_type: 'ethereum', address: ETH, wallet_client: 'unknown' },
      `wallet:${ETH}`,
      routes.accounts.transferEthereumWallet,
      (nonce) => ({
        nonce,
        address: ETH,
        chainId: 'eip155:1',
        walletClientType: 'metamask',
        connectorType: 'injected',
      }),
    ],
    [
      'a Google account',
      { type: 'google_oauth', subject: 'g-7', email: 'g@example.com' },
      'google_oauth:g-7',
      routes.accounts.transferOAuth,
      (nonce) => ({ nonce, userInfo: { subject: 'g-7', email: 'g@example.com' } }),
    ],
    [
      'a Farcaster account',
      { type: 'farcaster', fid: 77, owner_address: ETH },
      'farcaster:77',
      routes.accounts.transferFarcaster,
      (nonce) => ({ nonce, farcaster_id: 77, farcaster_embedded_address: null }),
    ],
    [
      'a Telegram account (login widget)',
      { type: 'telegram', telegram_user_id: '4242' },
      'telegram:4242',
      routes.accounts.transferTelegram,
      (nonce) => ({ nonce, telegram_auth_result: { id: 4242, first_name: 'T', auth_date: 1, hash: 'h' } }),
    ],
    [
      'a Telegram account (web app)',
      { type: 'telegram', telegram_user_id: '4343' },
      'telegram:4343',
      routes.accounts.transferTelegram,
      (nonce) => ({ nonce, telegram_web_app_data: { auth_date: 1, hash: 'h', user: JSON.stringify({ id: 4343 }) } }),
    ],
  ])('transfers %s', async (_label, account, key, route, body) => {
    const { nonce, requester, owner } = await pendingTransfer(account, key);
    const res = await call(emulator, route, { token: requester.token!, body: body(nonce) });
    expect(res.status).toBe(200);
    expect((await me(requester)).linked_accounts.map((a) => a.type)).toEqual(['custom_auth', account.type]);
    expect(emulator.exportState().domains.users.map((record) => record.user.id)).not.toContain(owner.id);
    const again = await call(emulator, route, { token: requester.token!, body: body(nonce) });
    expect(again.error.code).toBe(ErrorCode.INVALID_DATA);
  });
});
