import { describe, expect, it } from 'vitest';
import type { WireLinkedAccount } from '../api/wire.ts';
import { ErrorCode } from '../errors/codes.ts';
import { checkIntent, type SessionFacts, visitor } from '../flow/intent.ts';
import { type LinkedAccount, toLinkedAccount } from '../user.ts';
import { checkLink, checkLogin, isEmbeddedWallet, MAX_LINKED_PASSKEYS } from './linkRules.ts';
import { checkUnlink } from './unlinkRules.ts';

const at = { verified_at: 1, first_verified_at: 1, latest_verified_at: 1 };
const account = (wire: Record<string, unknown>) => toLinkedAccount({ ...at, ...wire } as WireLinkedAccount);
const email = account({ type: 'email', address: 'ada@example.com' });
const google = account({ type: 'google_oauth', subject: 'g-1' });
const external = account({ type: 'wallet', chain_type: 'ethereum', address: '0x1', wallet_client: 'unknown' });
const embedded = account({
  type: 'wallet',
  chain_type: 'ethereum',
  address: '0x2',
  wallet_client: 'privy',
  wallet_client_type: 'privy',
  connector_type: 'embedded',
});
const smart = account({ type: 'smart_wallet', address: '0x3', smart_wallet_type: 'safe' });
const passkeys = (n: number): SessionFacts => ({ authenticated: true, linkedTypes: Array(n).fill('passkey') });
const user = (...linkedTypes: string[]): SessionFacts => ({ authenticated: true, linkedTypes });

describe('checkLink (spec §5 linking)', () => {
  it.each<[string, SessionFacts, { type: string; embedded?: boolean }, string | null]>([
    ['a visitor cannot link', visitor, { type: 'email' }, ErrorCode.MUST_BE_AUTHENTICATED],
    ['a first e-mail links', user('google_oauth'), { type: 'email' }, null],
    ['a second e-mail does not', user('email'), { type: 'email' }, ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    ['a second phone does not', user('phone', 'email'), { type: 'phone' }, ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    ['one Google account per user', user('google_oauth'), { type: 'google_oauth' }, ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    ['another provider is another type', user('google_oauth'), { type: 'apple_oauth' }, null],
    ['a fourth and a fifth passkey link', passkeys(MAX_LINKED_PASSKEYS - 1), { type: 'passkey' }, null],
    [
      'a sixth passkey does not',
      passkeys(MAX_LINKED_PASSKEYS),
      { type: 'passkey' },
      ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
    ],
    [
      'an embedded wallet is no linked wallet',
      { authenticated: true, linkedTypes: ['email', 'wallet'], embeddedWallets: 1 },
      { type: 'wallet' },
      null,
    ],
    ['a second external wallet does not link', user('wallet'), { type: 'wallet' }, ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    [
      'an embedded wallet cannot be linked',
      user('email'),
      { type: 'wallet', embedded: true },
      ErrorCode.UNSUPPORTED_WALLET_TYPE,
    ],
    ['guest linking is unsupported', user('email'), { type: 'guest' }, ErrorCode.NOT_SUPPORTED],
  ])('%s', (_label, session, candidate, code) => {
    expect(checkLink(session, candidate)?.code ?? null).toBe(code);
  });

  it('refuses with the server’s message for the type', () => {
    expect(checkLink(user('email'), { type: 'email' })?.message).toBe(
      'User already has an account of type email linked.',
    );
  });

  it('is what checkIntent applies to every link intent', () => {
    expect(checkIntent('link', user('phone'), 'phone')?.code).toBe(ErrorCode.CANNOT_LINK_MORE_OF_TYPE);
    expect(checkIntent('link', visitor, 'phone')?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
    expect(checkIntent('link', user('email'), 'phone')).toBeNull();
  });
});

describe('checkLogin', () => {
  it.each<[string, SessionFacts, boolean, string | null]>([
    ['a visitor logs in', visitor, false, null],
    ['a logged-in user is refused', user('email'), false, ErrorCode.ALREADY_AUTHENTICATED],
    ['an embedded wallet is no way to log in', visitor, true, ErrorCode.UNSUPPORTED_WALLET_TYPE],
  ])('%s', (_label, session, isEmbedded, code) => {
    expect(checkLogin(session, { type: 'wallet', embedded: isEmbedded })?.code ?? null).toBe(code);
  });
});

describe('checkUnlink', () => {
  it.each<[string, LinkedAccount[] | null, LinkedAccount, string | null]>([
    ['a visitor cannot unlink', null, email, ErrorCode.MUST_BE_AUTHENTICATED],
    ['one of two accounts unlinks', [email, google], google, null],
    ['an external wallet unlinks', [email, external], external, null],
    ['an embedded wallet never does', [email, google, embedded], embedded, ErrorCode.CANNOT_UNLINK_EMBEDDED_WALLET],
    ['the sole account does not', [email], email, ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT],
    [
      'nor the only login account beside wallets that ride on it',
      [email, embedded, smart],
      email,
      ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT,
    ],
  ])('%s', (_label, accounts, target, code) => {
    expect(checkUnlink(accounts, target)?.code ?? null).toBe(code);
  });

  it('tells embedded wallets from external ones', () => {
    expect([email, external, embedded, smart].map(isEmbeddedWallet)).toEqual([false, false, true, false]);
  });
});
