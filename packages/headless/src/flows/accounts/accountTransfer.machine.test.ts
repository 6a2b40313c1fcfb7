import { describe, expect, it } from 'vitest';
import { transferCall } from '../../core/accounts/transfer.ts';
import type { AccountTransferData, TransferAccount } from '../../core/accounts/transferData.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { User } from '../../core/user.ts';
import {
  type AccountTransferSnapshot,
  accountTransferMachine,
  initialAccountTransferSnapshot,
} from './accountTransfer.machine.ts';

const data = (account: TransferAccount, extra: Partial<AccountTransferData> = {}): AccountTransferData => ({
  nonce: 'n-1',
  account,
  accountType: account.type,
  linkMethod: account.type,
  displayName: null,
  embeddedWalletAddress: null,
  ...extra,
});
const metadata = { chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' };
const user = { id: 'did:privy:a' } as User;

describe('transferCall (spec §5, §7 Account transfer)', () => {
  it.each<[string, AccountTransferData, string, unknown]>([
    [
      'email',
      data({ type: 'email', address: 'a@b.co' }),
      '/api/v1/passwordless/transfer',
      { nonce: 'n-1', email: 'a@b.co' },
    ],
    [
      'phone',
      data({ type: 'phone', phoneNumber: '+15555550100' }),
      '/api/v1/passwordless_sms/transfer',
      { nonce: 'n-1', phoneNumber: '+15555550100' },
    ],
    [
      'wallet',
      data({ type: 'wallet', address: '0xab' }, { externalWalletMetadata: metadata }),
      '/api/v1/siwe/transfer',
      { nonce: 'n-1', address: '0xab', ...metadata },
    ],
    [
      'farcaster',
      data({ type: 'farcaster', fid: 3 }, { farcasterEmbeddedAddress: '0xfc' }),
      '/api/v1/farcaster/transfer',
      { nonce: 'n-1', farcaster_id: 3, farcaster_embedded_address: '0xfc' },
    ],
    [
      'telegram',
      data(
        { type: 'telegram', telegramUserId: '42' },
        { telegramAuthResult: { id: 42, first_name: 'T', auth_date: 1, hash: 'h' } },
      ),
      '/api/v1/telegram/transfer',
      { nonce: 'n-1', telegram_auth_result: { id: 42, first_name: 'T', auth_date: 1, hash: 'h' } },
    ],
    [
      'OAuth',
      data(
        { type: 'oauth', provider: 'google', subject: 'g-1' },
        { oAuthUserInfo: { subject: 'g-1', email: 'g@x.co' } },
      ),
      '/api/v1/oauth/transfer',
      { nonce: 'n-1', userInfo: { subject: 'g-1', email: 'g@x.co' } },
    ],
  ])('%s: its route and payload', (_label, input, path, body) => {
    const call = transferCall(input);
    expect(call.route.path).toBe(path);
    expect(call.body).toEqual(body);
  });

  it.each<[string, Partial<AccountTransferData> | null]>([
    ['no data', null],
    ['no nonce', { ...data({ type: 'email', address: 'a@b.co' }), nonce: '' }],
    ['no account', { nonce: 'n-1' }],
    ['a custom account', data({ type: 'custom', customUserId: 'c' })],
    ['a guest account', data({ type: 'guest' })],
    ['a passkey', data({ type: 'passkey', credentialId: 'p' })],
    ['a wallet without its external wallet metadata', data({ type: 'wallet', address: '0xab' })],
    ['Telegram without its auth data', data({ type: 'telegram', telegramUserId: '42' })],
  ])('refuses %s: missing account transfer inputs', (_label, input) => {
    expect(() => transferCall(input)).toThrow(
      expect.objectContaining({ code: ErrorCode.MISSING_ACCOUNT_TRANSFER_INPUTS, kind: 'validation' }),
    );
  });
});

describe('accountTransferMachine', () => {
  const email = data({ type: 'email', address: 'a@b.co' });
  const run = (events: Parameters<typeof accountTransferMachine>[1][], from = initialAccountTransferSnapshot) =>
    events.reduce<{ snapshot: AccountTransferSnapshot; effects: readonly unknown[] }>(
      ({ snapshot }, event) => accountTransferMachine(snapshot, event),
      { snapshot: from, effects: [] },
    );

  it.each<[string, Parameters<typeof accountTransferMachine>[1][], string, unknown[]]>([
    [
      'a transfer asks for its call',
      [{ type: 'transfer', data: email }],
      'transferring',
      [{ type: 'transfer', data: email }],
    ],
    [
      'the call succeeds',
      [
        { type: 'transfer', data: email },
        { type: 'transferred', user },
      ],
      'done',
      [],
    ],
    [
      'the call fails',
      [
        { type: 'transfer', data: email },
        { type: 'failed', error: new FoyerError(ErrorCode.INVALID_DATA, 'x') },
      ],
      'error',
      [],
    ],
    [
      'invalid inputs fail at once, with no call',
      [{ type: 'transfer', data: data({ type: 'passkey', credentialId: 'p' }) }],
      'error',
      [],
    ],
    ['a stray answer changes nothing', [{ type: 'transferred', user }], 'initial', []],
    ['reset', [{ type: 'transfer', data: email }, { type: 'reset' }], 'initial', []],
  ])('%s', (_label, events, status, effects) => {
    const result = run(events);
    expect(result.snapshot.status).toBe(status);
    expect(result.effects).toEqual(effects);
  });

  it('completes with the user and the account', () => {
    expect(
      run([
        { type: 'transfer', data: email },
        { type: 'transferred', user },
      ]).snapshot.result,
    ).toEqual({
      user,
      account: email.account,
    });
  });
});
