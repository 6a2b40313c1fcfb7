import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { LinkedAccount } from '../../core/user.ts';
import {
  initialUnlinkAccountSnapshot,
  type UnlinkAccountEvent,
  type UnlinkAccountSnapshot,
  unlinkAccountMachine,
} from './unlinkAccount.machine.ts';

const user = userWith([embeddedAccount('ethereum', '0xAa00000000000000000000000000000000000001')]);
const [email, wallet] = user.linkedAccounts as [LinkedAccount, LinkedAccount];
const phone = { type: 'phone', phoneNumber: '+14155550100' } as LinkedAccount;
const unlink = (account: LinkedAccount, accounts: readonly LinkedAccount[] | null): UnlinkAccountEvent => ({
  type: 'unlink',
  account,
  linkedAccounts: accounts,
});

function run(events: UnlinkAccountEvent[]) {
  let step: { snapshot: UnlinkAccountSnapshot; effects: readonly unknown[] } = {
    snapshot: initialUnlinkAccountSnapshot,
    effects: [],
  };
  for (const event of events) step = unlinkAccountMachine(step.snapshot, event);
  return step;
}

describe('unlinkAccountMachine', () => {
  it.each<[string, UnlinkAccountEvent, string]>([
    ['a visitor', unlink(email, null), ErrorCode.MUST_BE_AUTHENTICATED],
    ['an embedded wallet', unlink(wallet, user.linkedAccounts), ErrorCode.CANNOT_UNLINK_EMBEDDED_WALLET],
    ['the only login account', unlink(email, user.linkedAccounts), ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT],
  ])('refuses %s at once, with no call', (_, event, code) => {
    const { snapshot, effects } = run([event]);
    expect(snapshot).toMatchObject({ status: 'error', account: event.type === 'unlink' ? event.account : null });
    expect(snapshot.error?.code).toBe(code);
    expect(effects).toEqual([]);
  });

  it('unlinks one of two login accounts, and is done with the updated user', () => {
    const accounts = [...user.linkedAccounts, phone];
    const unlinking = run([unlink(phone, accounts)]);
    expect(unlinking.snapshot).toMatchObject({ status: 'unlinking', account: phone });
    expect(unlinking.effects).toEqual([{ type: 'unlink', account: phone }]);
    const done = unlinkAccountMachine(unlinking.snapshot, { type: 'unlinked', user });
    expect(done.snapshot).toMatchObject({ status: 'done', account: phone, result: user });
    const failed = unlinkAccountMachine(unlinking.snapshot, {
      type: 'failed',
      error: new FoyerError('not_supported', 'x'),
    });
    expect(failed.snapshot).toMatchObject({ status: 'error', account: phone, error: { code: 'not_supported' } });
    expect(unlinkAccountMachine(done.snapshot, { type: 'reset' }).snapshot).toBe(initialUnlinkAccountSnapshot);
  });
});
