import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WireLinkedAccount, WireUser } from './api/wire.ts';
import { type LinkedAccount, type LinkedAccountType, toUser } from './user.ts';

const verified = (seconds: number) => ({
  verified_at: seconds,
  first_verified_at: seconds,
  latest_verified_at: null,
});

const wireUser = (linked_accounts: WireLinkedAccount[]): WireUser => ({
  id: 'did:privy:user',
  created_at: 1_700_000_000,
  linked_accounts,
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});

describe('toUser (reference §7.3 → §7.4)', () => {
  it('maps accounts to camelCase with Dates, and each shortcut to the earliest-verified account of its type', () => {
    const user = toUser(
      wireUser([
        { type: 'email', address: 'late@example.com', ...verified(1_700_000_200) },
        { type: 'email', address: 'early@example.com', ...verified(1_700_000_100) },
        { type: 'telegram', telegram_user_id: '42', first_name: 'Ada', ...verified(1_700_000_300) },
      ]),
    );
    expect(user.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(user.email).toEqual({
      type: 'email',
      address: 'early@example.com',
      verifiedAt: new Date(1_700_000_100_000),
      firstVerifiedAt: new Date(1_700_000_100_000),
      latestVerifiedAt: null,
    });
    expect(user.telegram).toMatchObject({ telegramUserId: '42', firstName: 'Ada' });
    expect(user.linkedAccounts.map((account) => account.type)).toEqual(['email', 'email', 'telegram']);
  });

  it('drops authorization_key accounts: they are not linked accounts an app sees', () => {
    const authorizationKey = { type: 'authorization_key', public_key: 'MFkw', ...verified(1_700_000_100) };
    const user = toUser(
      wireUser([
        authorizationKey as unknown as WireLinkedAccount,
        { type: 'email', address: 'ada@example.com', ...verified(1_700_000_200) },
      ]),
    );
    expect(user.linkedAccounts.map((account) => account.type)).toEqual(['email']);
  });

  it('LinkedAccount is a union discriminated by type over every account type of the reference', () => {
    expectTypeOf<LinkedAccountType>().toEqualTypeOf<
      | 'email'
      | 'phone'
      | 'wallet'
      | 'smart_wallet'
      | 'google_oauth'
      | 'twitter_oauth'
      | 'discord_oauth'
      | 'github_oauth'
      | 'spotify_oauth'
      | 'instagram_oauth'
      | 'tiktok_oauth'
      | 'line_oauth'
      | 'linkedin_oauth'
      | 'apple_oauth'
      | 'custom_auth'
      | 'farcaster'
      | 'passkey'
      | 'telegram'
      | 'cross_app'
    >();
    const narrow = (account: LinkedAccount) => (account.type === 'farcaster' ? account.fid : null);
    expectTypeOf(narrow).returns.toEqualTypeOf<number | null>();
  });
});
