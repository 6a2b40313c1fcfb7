import { createEmulator, createSession, DEFAULT_APP_ID, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { transferAccount } from '../../core/accounts/transfer.ts';
import {
  type AccountTransferData,
  accountTransferData,
  type TransferAccount,
} from '../../core/accounts/transferData.ts';
import { unlinkAccount } from '../../core/accounts/unlink.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount } from '../../core/user.ts';
import { createEmailLoginFlow } from '../email/emailLogin.flow.ts';
import { createAccountTransferFlow } from './accountTransfer.flow.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

type SeedUser = Parameters<typeof createSession>[1] & object;
type SeedAccount = NonNullable<SeedUser['linked_accounts']>[number];

let counter = 0;
const ETH = `0x${'ab'.repeat(20)}`;
const EMBEDDED = `0x${'cd'.repeat(20)}`;
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const custom = (): SeedAccount => ({ type: 'custom_auth', custom_user_id: `ext-${++counter}` });
const embeddedWallet = (address = EMBEDDED): SeedAccount => ({
  type: 'wallet',
  chain_type: 'ethereum',
  address,
  wallet_client: 'privy',
  wallet_client_type: 'privy',
  connector_type: 'embedded',
  imported: false,
  delegated: false,
  wallet_index: 0,
});

/** A core started with a seeded user's session. */
async function loggedIn(user: SeedUser, options: Parameters<typeof createTestCore>[1] = {}) {
  const auth = await createSession(emulator, user);
  const test = createTestCore(emulator, options);
  persistSession(test.storage, auth);
  await test.core.start();
  return test;
}

const typesOf = (accounts: readonly LinkedAccount[]) => accounts.map((account) => account.type);

describe('unlinking each account type (spec §7 Unlink)', () => {
  it.each<[string, SeedAccount, string, unknown]>([
    [
      'an e-mail address',
      { type: 'email', address: 'unlink@example.com' },
      '/api/v1/passwordless/unlink',
      { address: 'unlink@example.com' },
    ],
    [
      'a phone number',
      { type: 'phone', phoneNumber: '+15555550143' },
      '/api/v1/passwordless_sms/unlink',
      { phoneNumber: '+15555550143' },
    ],
    [
      'an Ethereum wallet',
      { type: 'wallet', chain_type: 'ethereum', address: ETH, wallet_client: 'unknown' },
      '/api/v1/siwe/unlink',
      { address: ETH },
    ],
    [
      'a Solana wallet',
      { type: 'wallet', chain_type: 'solana', address: SOL, wallet_client: 'unknown' },
      '/api/v1/siws/unlink',
      { address: SOL },
    ],
    [
      'a Google account',
      { type: 'google_oauth', subject: 'g-1' },
      '/api/v1/oauth/unlink',
      { provider: 'google', subject: 'g-1' },
    ],
    [
      'a cross-app account',
      { type: 'cross_app', subject: 'x-1', provider_app_id: 'other-app', embedded_wallets: [], smart_wallets: [] },
      '/api/v1/oauth/unlink',
      { provider: 'privy:other-app', subject: 'x-1' },
    ],
    ['a Farcaster account', { type: 'farcaster', fid: 3, owner_address: ETH }, '/api/v1/farcaster/unlink', { fid: 3 }],
    [
      'a Telegram account',
      { type: 'telegram', telegram_user_id: '42' },
      '/api/v1/telegram/unlink',
      { telegram_user_id: '42' },
    ],
    [
      'a passkey',
      { type: 'passkey', credential_id: 'cred-1', enrolled_in_mfa: false },
      '/api/v1/passkeys/unlink',
      { credential_id: 'cred-1', remove_as_mfa: false },
    ],
  ])('%s: its payload, and the updated user', async (_label, seeded, path, body) => {
    const { core, requests } = await loggedIn({ linked_accounts: [custom(), seeded] });
    const account = core.store.get(userAtom)!.linkedAccounts[1]!;
    const user = await unlinkAccount(core, account);
    expect(typesOf(user.linkedAccounts)).toEqual(['custom_auth']);
    expect(core.store.get(userAtom)).toBe(user);
    expect(requests.filter((request) => request.path === path).map((request) => request.body)).toEqual([body]);
  });

  it('refuses an embedded wallet and the sole account, without a call', async () => {
    const { core, requests } = await loggedIn({ linked_accounts: [custom(), embeddedWallet()] });
    const [sole, embedded] = core.store.get(userAtom)!.linkedAccounts;
    const before = requests.length;
    await expect(unlinkAccount(core, embedded!)).rejects.toMatchObject({
      code: ErrorCode.CANNOT_UNLINK_EMBEDDED_WALLET,
    });
    await expect(unlinkAccount(core, sole!)).rejects.toMatchObject({ code: ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT });
    expect(requests.length).toBe(before);
  });

  it('reports the server’s refusal', async () => {
    const { core } = await loggedIn({ linked_accounts: [custom(), { type: 'google_oauth', subject: 'g-2' }] });
    const google = core.store.get(userAtom)!.linkedAccounts[1]!;
    await unlinkAccount(core, google);
    // Unlinked already: the stale account is not the user's any more.
    core.session.setUser({
      ...core.store.get(userAtom)!,
      linkedAccounts: [core.store.get(userAtom)!.linkedAccounts[0]!, google],
    });
    await expect(unlinkAccount(core, google)).rejects.toMatchObject({
      code: ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
      status: 400,
    });
  });
});

describe('unlinking a passkey enrolled in MFA (passkeys.shouldUnenrollMfaOnUnlink)', () => {
  const mfaPasskeys = (): SeedUser => ({
    linked_accounts: [
      custom(),
      { type: 'passkey', credential_id: `mfa-${++counter}`, enrolled_in_mfa: true },
      { type: 'passkey', credential_id: `mfa-${++counter}`, enrolled_in_mfa: true },
    ],
    mfa_methods: [{ type: 'passkey', verified_at: 1_700_000_000 }],
  });

  it('by default also unenrolls it (remove_as_mfa): the provider first asks for an MFA verification', async () => {
    const { core, requests } = await loggedIn(mfaPasskeys());
    const [, first] = core.store.get(userAtom)!.linkedAccounts;
    // Straight to the route, without the wallet iframe's MFA token: refused, nothing removed. The
    // unlink flow goes through the iframe, which verifies first (wallets/mfa/mfa.flow.test.ts).
    await expect(unlinkAccount(core, first!)).rejects.toMatchObject({ code: ErrorCode.MISSING_OR_INVALID_MFA });
    expect(typesOf(core.store.get(userAtom)!.linkedAccounts)).toEqual(['custom_auth', 'passkey', 'passkey']);
    const bodies = requests.filter((request) => request.path === '/api/v1/passkeys/unlink').map((r) => r.body);
    expect(bodies).toEqual([{ credential_id: (first as { credentialId: string }).credentialId, remove_as_mfa: true }]);
  });

  it('with shouldUnenrollMfaOnUnlink: false the server refuses (missing_mfa_credentials) and keeps it', async () => {
    const { core } = await loggedIn(mfaPasskeys(), { config: { passkeys: { shouldUnenrollMfaOnUnlink: false } } });
    const [, first] = core.store.get(userAtom)!.linkedAccounts;
    await expect(unlinkAccount(core, first!)).rejects.toMatchObject({ code: ErrorCode.MISSING_MFA_CREDENTIALS });
    expect(typesOf(core.store.get(userAtom)!.linkedAccounts)).toEqual(['custom_auth', 'passkey', 'passkey']);
    // The call's own option wins over the config: then it needs the MFA verification, as above.
    await expect(unlinkAccount(core, first!, { removeAsMfa: true })).rejects.toMatchObject({
      code: ErrorCode.MISSING_OR_INVALID_MFA,
    });
  });
});

describe('linking rules against the emulator', () => {
  it('refuses a second e-mail and an embedded wallet login before any call; a visitor cannot link', async () => {
    const { core, requests } = await loggedIn({ email: uniqueEmail('has') });
    const link = createEmailLoginFlow(core, { intent: 'link' });
    await expect(link.commands.sendCode({ email: uniqueEmail('second') })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE },
    });
    const login = createEmailLoginFlow(core);
    await expect(login.commands.sendCode({ email: uniqueEmail() })).resolves.toMatchObject({
      error: { code: ErrorCode.ALREADY_AUTHENTICATED },
    });
    expect(requests.filter((request) => request.path === '/api/v1/passwordless/init')).toEqual([]);

    const visitor = createTestCore(emulator);
    await visitor.core.start();
    await expect(
      createEmailLoginFlow(visitor.core, { intent: 'link' }).commands.sendCode({ email: uniqueEmail() }),
    ).resolves.toMatchObject({
      error: { code: ErrorCode.MUST_BE_AUTHENTICATED },
    });
  });
});

describe('account transfer (spec §2, §5, §7)', () => {
  /** B links the address A holds: the link fails with the transfer data. */
  async function linkTaken(ownerAccounts: SeedAccount[] = []) {
    const taken = uniqueEmail('taken');
    const [owner] = emulator.seed({ users: [{ email: taken, linked_accounts: ownerAccounts }] }).users;
    const requester = await loggedIn({ linked_accounts: [custom()] });
    const link = createEmailLoginFlow(requester.core, { intent: 'link' });
    await link.commands.sendCode({ email: taken });
    const settled = await link.commands.loginWithCode({ code: emulator.outbox(taken)[0]!.code });
    return { taken, owner: owner!, requester, error: settled.error };
  }

  it('a taken address: ACCOUNT_TRANSFER_REQUIRED with the typed transfer data, then the transfer', async () => {
    const { taken, owner, requester, error } = await linkTaken([embeddedWallet()]);
    expect(error).toMatchObject({ code: ErrorCode.ACCOUNT_TRANSFER_REQUIRED, status: 400 });
    const data = accountTransferData(error);
    expect(data).toEqual({
      nonce: expect.any(String),
      account: { type: 'email', address: taken },
      accountType: 'email',
      linkMethod: 'email',
      displayName: taken,
      embeddedWalletAddress: EMBEDDED,
    });

    const flow = createAccountTransferFlow(requester.core);
    const onComplete = vi.fn();
    flow.callbacks = { onComplete };
    const seen: string[] = [];
    flow.subscribe(() => seen.push(flow.getSnapshot().status));
    const settled = await flow.commands.transfer(data!);
    expect(seen).toEqual(['transferring', 'done']);
    expect(settled.result?.user.email?.address).toBe(taken);
    expect(requester.core.store.get(userAtom)?.email?.address).toBe(taken);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ user: settled.result!.user, account: data!.account });
    expect(emulator.exportState().domains.users.map((record) => record.user.id)).not.toContain(owner.id);
  });

  it('a nonce is used once', async () => {
    const { requester, error } = await linkTaken();
    const data = accountTransferData(error)!;
    await transferAccount(requester.core, data);
    const flow = createAccountTransferFlow(requester.core);
    await expect(flow.commands.transfer(data)).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_DATA, status: 400 },
    });
  });

  it('custom, guest and passkey accounts cannot move, nor a wallet without its metadata (no call)', async () => {
    const { core, requests } = await loggedIn({ linked_accounts: [custom()] });
    const before = requests.length;
    const flow = createAccountTransferFlow(core);
    for (const account of [
      { type: 'custom', customUserId: 'c' },
      { type: 'guest' },
      { type: 'passkey', credentialId: 'p' },
      { type: 'wallet', address: ETH },
    ] satisfies TransferAccount[]) {
      const data: AccountTransferData = {
        nonce: 'n',
        account,
        accountType: account.type,
        linkMethod: account.type,
        displayName: null,
        embeddedWalletAddress: null,
      };
      await expect(flow.commands.transfer(data)).resolves.toMatchObject({
        status: 'error',
        error: { code: ErrorCode.MISSING_ACCOUNT_TRANSFER_INPUTS },
      });
    }
    expect(requests.length).toBe(before);
  });

  /** A pending transfer in the emulator's state, as the link route of that type issues it. */
  async function pending(seeded: SeedAccount, accountKey: string) {
    const [owner] = emulator.seed({ users: [{ linked_accounts: [seeded] }] }).users;
    const requester = await loggedIn({ linked_accounts: [custom()] });
    const state = emulator.exportState();
    const nonce = `nonce-${++counter}`;
    state.domains.accounts.push({
      nonce,
      app_id: DEFAULT_APP_ID,
      account_key: accountKey,
      owner_id: owner!.id,
      requester_id: requester.core.store.get(userAtom)!.id,
      expires_at: emulator.clock.now() + 60_000,
    });
    await emulator.importState(state);
    return { nonce, requester, owner: owner! };
  }

  const transferData = (
    nonce: string,
    account: TransferAccount,
    extra: Partial<AccountTransferData> = {},
  ): AccountTransferData => ({
    nonce,
    account,
    accountType: account.type,
    linkMethod: account.type,
    displayName: null,
    embeddedWalletAddress: null,
    ...extra,
  });

  it.each<[string, SeedAccount, string, (nonce: string) => AccountTransferData]>([
    [
      'a phone number',
      { type: 'phone', phoneNumber: '+15555550144' },
      'phone:+15555550144',
      (nonce) => transferData(nonce, { type: 'phone', phoneNumber: '+15555550144' }),
    ],
    [
      'an external wallet',
      { type: 'wallet', chain_type: 'ethereum', address: ETH, wallet_client: 'unknown' },
      `wallet:${ETH}`,
      (nonce) =>
        transferData(
          nonce,
          { type: 'wallet', address: ETH },
          {
            externalWalletMetadata: { chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' },
          },
        ),
    ],
    [
      'a Farcaster account',
      { type: 'farcaster', fid: 77, owner_address: ETH },
      'farcaster:77',
      (nonce) => transferData(nonce, { type: 'farcaster', fid: 77 }, { farcasterEmbeddedAddress: null }),
    ],
    [
      'a Telegram account',
      { type: 'telegram', telegram_user_id: '4242' },
      'telegram:4242',
      (nonce) =>
        transferData(
          nonce,
          { type: 'telegram', telegramUserId: '4242' },
          {
            telegramAuthResult: { id: 4242, first_name: 'T', auth_date: 1, hash: 'h' },
          },
        ),
    ],
    [
      'a Google account',
      { type: 'google_oauth', subject: 'g-7' },
      'google_oauth:g-7',
      (nonce) =>
        transferData(
          nonce,
          { type: 'oauth', provider: 'google', subject: 'g-7' },
          { oAuthUserInfo: { subject: 'g-7' } },
        ),
    ],
  ])('transfers %s', async (_label, seeded, key, data) => {
    const { nonce, requester, owner } = await pending(seeded, key);
    const user = await transferAccount(requester.core, data(nonce));
    expect(typesOf(user.linkedAccounts)).toEqual(['custom_auth', seeded.type]);
    expect(emulator.exportState().domains.users.map((record) => record.user.id)).not.toContain(owner.id);
  });
});
