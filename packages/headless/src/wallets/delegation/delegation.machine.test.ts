import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { User } from '../../core/user.ts';
import type { WalletFacts } from '../embedded/operation.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import {
  type DelegationEvent,
  delegationMachine,
  initialDelegationSnapshot,
  nextSigners,
} from './delegation.machine.ts';

const ETH = '0xAa00000000000000000000000000000000000001';
const ETH_2 = '0xAa00000000000000000000000000000000000002';
const SOL = 'So1ana11111111111111111111111111111111111111';
const user = userWith([
  embeddedAccount('ethereum', ETH),
  embeddedAccount('ethereum', ETH_2, { wallet_index: 1 }),
  embeddedAccount('solana', SOL, { delegated: true, id: 'wallet-sol' }),
]);
const facts = (who: User | null): WalletFacts => ({
  authenticated: who !== null,
  wallets: embeddedWallets(who),
  chains: [],
});
const from = (event: DelegationEvent) => delegationMachine(initialDelegationSnapshot, event);

describe('delegated actions (spec §2 Delegated access, §8 Delegation)', () => {
  it("delegates the user's wallet by address and chain, naming the entropy's first wallet as the root", () => {
    const { snapshot, effects } = from({
      type: 'delegate',
      options: { address: ETH_2.toLowerCase(), chainType: 'ethereum' },
      facts: facts(user),
    });
    expect(snapshot.status).toBe('delegating');
    expect(effects).toEqual([
      {
        type: 'delegate',
        wallet: expect.objectContaining({ address: ETH_2, walletIndex: 1 }),
        root: { address: ETH, chainType: 'ethereum', imported: false },
      },
    ]);
    expect(
      from({ type: 'delegate', options: { address: SOL, chainType: 'solana' }, facts: facts(user) }).effects[0],
    ).toMatchObject({ wallet: { address: SOL, id: 'wallet-sol', delegated: true }, root: { address: ETH } });
  });

  it("refuses an address that is not the user's (or of another chain), and a logged-out user, with no effect", () => {
    for (const options of [
      { address: '0xBb00000000000000000000000000000000000001', chainType: 'ethereum' as const },
      { address: ETH, chainType: 'solana' as const },
    ]) {
      const { snapshot, effects } = from({ type: 'delegate', options, facts: facts(user) });
      expect(effects).toEqual([]);
      expect(snapshot).toMatchObject({
        status: 'error',
        error: {
          code: ErrorCode.DELEGATION_WALLET_NOT_FOUND,
          message: 'Address to delegate is not associated with current user.',
        },
      });
    }
    expect(from({ type: 'revoke', facts: facts(null) }).snapshot.error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
  });

  it('revokes; one action at a time (a second command while one runs changes nothing)', () => {
    const revoking = from({ type: 'revoke', facts: facts(user) });
    expect(revoking.effects).toEqual([{ type: 'revoke' }]);
    const again = delegationMachine(revoking.snapshot, {
      type: 'delegate',
      options: { address: ETH, chainType: 'ethereum' },
      facts: facts(user),
    });
    expect(again.snapshot).toBe(revoking.snapshot);
    expect(again.effects).toEqual([]);
    const done = delegationMachine(revoking.snapshot, { type: 'finished', result: { user, wallet: null } });
    expect(done.snapshot).toMatchObject({ status: 'done', result: { wallet: null } });
  });
});

describe('session signers (reference §3.11)', () => {
  it('adds signers with their policies; checks them first', () => {
    const { effects } = from({
      type: 'add-signers',
      options: { address: ETH, signers: [{ signerId: 'kq-1', policyIds: ['pol-1'] }, { signerId: 'kq-2' }] },
      facts: facts(user),
    });
    expect(effects[0]).toMatchObject({
      type: 'set-signers',
      change: { type: 'add', signers: [{ signerId: 'kq-1', policyIds: ['pol-1'] }, { signerId: 'kq-2' }] },
    });
    for (const signers of [[], [{ signerId: '' }], [{ signerId: 'kq', policyIds: [''] }]]) {
      const refused = from({ type: 'add-signers', options: { address: ETH, signers }, facts: facts(user) });
      expect(refused.snapshot.error?.code).toBe(ErrorCode.INVALID_DATA);
      expect(refused.effects).toEqual([]);
    }
  });

  it('removes the signers of a delegated wallet only', () => {
    expect(from({ type: 'remove-signers', options: { address: SOL }, facts: facts(user) }).effects[0]).toMatchObject({
      change: { type: 'remove' },
    });
    expect(from({ type: 'remove-signers', options: { address: ETH }, facts: facts(user) }).snapshot.error?.code).toBe(
      ErrorCode.SESSION_SIGNER_FAILED,
    );
  });

  it("the wallet's new signer list: an added signer replaces one of the same id; removing empties it", () => {
    const current = [{ signer_id: 'kq-1' }, { signer_id: 'kq-2', override_policy_ids: ['old'] }];
    expect(nextSigners(current, { type: 'add', signers: [{ signerId: 'kq-2', policyIds: ['new'] }] })).toEqual([
      { signer_id: 'kq-1' },
      { signer_id: 'kq-2', override_policy_ids: ['new'] },
    ]);
    expect(nextSigners(current, { type: 'remove' })).toEqual([]);
  });
});
