import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient } from '../../contract/client.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import type { SeedLinkedAccount } from './linkedAccounts.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const ETH = `0x${'ab'.repeat(20)}`;
/** One account of every wire variant (reference §7.3). */
const everyAccount: SeedLinkedAccount[] = [
  { type: 'email', address: 'Every@Example.com' },
  { type: 'phone', phoneNumber: '+15555550100', number: '+1 555 555 0100' },
  { type: 'wallet', chain_type: 'ethereum', address: ETH, wallet_client: 'unknown', connector_type: 'injected' },
  {
    type: 'wallet',
    chain_type: 'ethereum',
    address: `0x${'cd'.repeat(20)}`,
    wallet_client: 'privy',
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    id: null,
    imported: false,
    delegated: false,
    wallet_index: 0,
    chain_id: 'eip155:1',
    recovery_method: 'privy',
  },
  {
    type: 'wallet',
    chain_type: 'solana',
    address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    wallet_client: 'unknown',
  },
  { type: 'smart_wallet', address: `0x${'ef'.repeat(20)}`, smart_wallet_type: 'safe' },
  { type: 'google_oauth', subject: 'g-1', email: 'every@gmail.com', name: null },
  { type: 'github_oauth', subject: 'gh-1', username: 'every', name: 'Every One', email: null },
  { type: 'passkey', credential_id: 'cred-1', enrolled_in_mfa: false, authenticator_name: 'iCloud Keychain' },
  { type: 'custom_auth', custom_user_id: 'ext-1' },
  { type: 'farcaster', fid: 3, owner_address: ETH, username: 'every' },
  { type: 'telegram', telegram_user_id: '42', first_name: 'Every' },
  {
    type: 'cross_app',
    subject: 'x-1',
    provider_app_id: 'other-app',
    embedded_wallets: [{ address: ETH }],
    smart_wallets: [],
  },
];

describe('seeding users with linked accounts', () => {
  it('takes every wire account variant, fills the timestamps from created_at, and normalizes addresses', () => {
    const [user] = emulator.seed({ users: [{ created_at: 1_700_000_000, linked_accounts: everyAccount }] }).users;
    expect(user!.linked_accounts).toHaveLength(everyAccount.length);
    expect(user!.linked_accounts[0]).toEqual({
      type: 'email',
      address: 'every@example.com',
      verified_at: 1_700_000_000,
      first_verified_at: 1_700_000_000,
      latest_verified_at: 1_700_000_000,
    });
    expect(user!.linked_accounts.map((account) => account.type)).toEqual(everyAccount.map((account) => account.type));
  });

  it('keeps explicit timestamps', () => {
    const [user] = emulator.seed({
      users: [
        {
          linked_accounts: [
            {
              type: 'custom_auth',
              custom_user_id: 'a',
              verified_at: 10,
              first_verified_at: null,
              latest_verified_at: 20,
            },
          ],
        },
      ],
    }).users;
    expect(user!.linked_accounts[0]).toMatchObject({
      verified_at: 10,
      first_verified_at: null,
      latest_verified_at: 20,
    });
  });

  it.each<[string, unknown]>([
    ['an unknown type', { type: 'myspace', subject: 'x' }],
    [
      'a malformed Ethereum address',
      { type: 'wallet', chain_type: 'ethereum', address: '0x12', wallet_client: 'unknown' },
    ],
    ['a phone number that is not E.164', { type: 'phone', phoneNumber: '555-0100' }],
    ['a missing field', { type: 'passkey', credential_id: 'c' }],
    ['an unknown field', { type: 'custom_auth', custom_user_id: 'a', nickname: 'x' }],
  ])('refuses %s with 400 invalid_data naming the account', async (_label, account) => {
    const client = createEmulatorClient(emulator.url);
    await expect(client.seed({ users: [{ linked_accounts: [account as SeedLinkedAccount] }] })).rejects.toMatchObject({
      status: 400,
      body: { code: ErrorCode.INVALID_DATA, error: expect.stringContaining('users.0.linked_accounts.0') },
    });
    expect(await client.users()).toEqual([]);
  });

  it('keeps accounts one person’s per app: the same wallet, subject or credential twice is 400 linked_to_another_user', () => {
    emulator.seed({
      users: [
        { linked_accounts: [{ type: 'wallet', chain_type: 'ethereum', address: ETH, wallet_client: 'unknown' }] },
      ],
    });
    const sameWalletOtherCase = {
      type: 'wallet',
      chain_type: 'ethereum',
      address: ETH.toUpperCase().replace('0X', '0x'),
      wallet_client: 'unknown',
    } as const;
    expect(() => emulator.seed({ users: [{ linked_accounts: [sameWalletOtherCase] }] })).toThrow(/already been linked/);
    expect(() =>
      emulator.seed({
        users: [
          {
            linked_accounts: [
              { type: 'google_oauth', subject: 's' },
              { type: 'google_oauth', subject: 's' },
            ],
          },
        ],
      }),
    ).toThrow(/already been linked/);
    // The same subject at another provider is another account.
    expect(
      emulator.seed({
        users: [
          {
            linked_accounts: [
              { type: 'google_oauth', subject: 's' },
              { type: 'apple_oauth', subject: 's' },
            ],
          },
        ],
      }).users,
    ).toHaveLength(1);
  });
});

describe('createSession', () => {
  it('starts a seeded user logged in: tokens that the provider routes accept', async () => {
    const auth = await createSession(emulator, { linked_accounts: [{ type: 'custom_auth', custom_user_id: 'ext-7' }] });
    expect(auth).toMatchObject({ is_new_user: false, session_update_action: 'set', refresh_token: expect.any(String) });
    const me = await call(emulator, routes.users.me, { token: auth.token! });
    expect(me.data.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'custom_auth', custom_user_id: 'ext-7' }),
    ]);
    expect(
      (await call(emulator, routes.session.refresh, { body: { refresh_token: auth.refresh_token! } })).status,
    ).toBe(200);
  });

  it('is a developer endpoint too (POST /__emulator/sessions), for an existing user', async () => {
    const client = createEmulatorClient(emulator.url);
    const { users } = await client.seed({ users: [{ email: 'ready@example.com' }] });
    const auth = await client.createSession(users[0]!.id);
    expect((await call(emulator, routes.users.me, { token: auth.token! })).data.user.id).toBe(users[0]!.id);
    await expect(client.createSession('did:privy:nobody')).rejects.toMatchObject({
      status: 404,
      body: { code: ErrorCode.USER_DOES_NOT_EXIST },
    });
    await expect(emulator.createSession('did:privy:nobody')).rejects.toThrow(/No user/);
  });
});
