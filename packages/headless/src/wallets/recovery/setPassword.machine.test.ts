import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { User } from '../../core/user.ts';
import type { WalletFacts } from '../embedded/operation.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import {
  initialSetPasswordSnapshot,
  type SetPasswordEffect,
  type SetPasswordEvent,
  type SetPasswordSnapshot,
  setPasswordMachine,
} from './setPassword.machine.ts';

const ETH = '0xAa00000000000000000000000000000000000001';
const facts = (user: User | null): WalletFacts => ({
  authenticated: user !== null,
  wallets: embeddedWallets(user),
  chains: [],
});
const withWallet = facts(userWith([embeddedAccount('ethereum', ETH)]));

function run(events: SetPasswordEvent[], from: SetPasswordSnapshot = initialSetPasswordSnapshot) {
  let snapshot = from;
  let effects: readonly SetPasswordEffect[] = [];
  for (const event of events) ({ snapshot, effects } = setPasswordMachine(snapshot, event));
  return { snapshot, effects };
}

const valid = 'Correct-Horse-Battery-Staple';
const toFinalizing: SetPasswordEvent[] = [
  { type: 'input', password: valid },
  { type: 'continue' },
  { type: 'continue' },
  { type: 'confirmInput', confirmation: valid },
  { type: 'continue' },
];

describe('setting a wallet password (spec §2 password flow, §4 stages, §5 rules)', () => {
  it('starts creating, with no issue shown for the empty field', () => {
    expect(initialSetPasswordSnapshot).toMatchObject({ status: 'creating', issue: null, strength: 'weak' });
  });

  it.each([
    ['abc', ErrorCode.PASSWORD_TOO_SHORT],
    ['abc def', ErrorCode.PASSWORD_INVALID_CHARACTERS],
  ])('%j cannot continue: %s', (password, code) => {
    const { snapshot } = run([{ type: 'input', password }, { type: 'continue' }]);
    expect(snapshot).toMatchObject({ status: 'creating', issue: { code } });
  });

  it('an empty password cannot continue either', () => {
    expect(run([{ type: 'continue' }]).snapshot).toMatchObject({
      status: 'creating',
      issue: { code: ErrorCode.PASSWORD_TOO_SHORT },
    });
  });

  it('moves forward creating → saving → confirming → finalizing, the strength following the password', () => {
    expect(run([{ type: 'input', password: valid }]).snapshot.strength).toBe('strong');
    expect(run(toFinalizing.slice(0, 2)).snapshot.status).toBe('saving');
    expect(run(toFinalizing.slice(0, 3)).snapshot.status).toBe('confirming');
    expect(run(toFinalizing).snapshot).toMatchObject({ status: 'finalizing', acknowledged: false, issue: null });
  });

  it('a confirmation that differs stays on confirming with passwords_do_not_match; typing clears it', () => {
    const mismatch = run([
      ...toFinalizing.slice(0, 3),
      { type: 'confirmInput', confirmation: 'other' },
      { type: 'continue' },
    ]);
    expect(mismatch.snapshot).toMatchObject({
      status: 'confirming',
      issue: { code: ErrorCode.PASSWORDS_DO_NOT_MATCH },
    });
    expect(
      setPasswordMachine(mismatch.snapshot, { type: 'confirmInput', confirmation: 'o' }).snapshot.issue,
    ).toBeNull();
  });

  it('back moves one stage at a time, and not before creating', () => {
    const finalizing = run(toFinalizing).snapshot;
    expect(run([{ type: 'back' }], finalizing).snapshot.status).toBe('confirming');
    expect(run([{ type: 'back' }, { type: 'back' }], finalizing).snapshot.status).toBe('saving');
    expect(
      run([{ type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }], finalizing).snapshot,
    ).toMatchObject({
      status: 'creating',
      password: valid,
    });
  });

  it('submits only once acknowledged, with the primary wallet and the password', () => {
    const finalizing = run(toFinalizing).snapshot;
    expect(run([{ type: 'submit', facts: withWallet }], finalizing).effects).toEqual([]);
    const { snapshot, effects } = run(
      [
        { type: 'acknowledge', acknowledged: true },
        { type: 'submit', facts: withWallet },
      ],
      finalizing,
    );
    expect(snapshot.status).toBe('submitting');
    expect(effects).toEqual([
      { type: 'setPassword', primary: expect.objectContaining({ address: ETH }), password: valid },
    ]);
  });

  it('ends done with the wallet, or error; an error can be submitted again', () => {
    const submitting = run([
      ...toFinalizing,
      { type: 'acknowledge', acknowledged: true },
      { type: 'submit', facts: withWallet },
    ]).snapshot;
    const wallet = embeddedWallets(userWith([embeddedAccount('ethereum', ETH)]))[0]!;
    expect(run([{ type: 'passwordSet', wallet }], submitting).snapshot).toMatchObject({
      status: 'done',
      result: wallet,
    });
    const failed = run(
      [{ type: 'failed', error: new FoyerError(ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR, 'x') }],
      submitting,
    );
    expect(failed.snapshot.status).toBe('error');
    expect(run([{ type: 'submit', facts: withWallet }], failed.snapshot).snapshot.status).toBe('submitting');
  });

  it('without a wallet, submitting fails with embedded_wallet_not_found and asks nothing', () => {
    const finalizing = run([...toFinalizing, { type: 'acknowledge', acknowledged: true }]).snapshot;
    const { snapshot, effects } = run([{ type: 'submit', facts: facts(userWith([])) }], finalizing);
    expect(snapshot).toMatchObject({ status: 'error', error: { code: ErrorCode.EMBEDDED_WALLET_NOT_FOUND } });
    expect(effects).toEqual([]);
  });

  it('generating asks for one password and takes it, clearing a previous confirmation', () => {
    const asked = run([{ type: 'generate' }]);
    expect(asked.effects).toEqual([{ type: 'generate' }]);
    expect(run([{ type: 'generate' }], asked.snapshot).effects).toEqual([]);
    expect(run([{ type: 'generated', password: valid }], asked.snapshot).snapshot).toMatchObject({
      password: valid,
      generating: false,
      issue: null,
    });
  });

  it("the screen's first suggestion (unlessTyped) never replaces a password the user typed before it ran", () => {
    const typed = run([{ type: 'input', password: valid }]).snapshot;
    expect(run([{ type: 'generate', unlessTyped: true }], typed)).toMatchObject({ snapshot: typed, effects: [] });
    expect(run([{ type: 'generate', unlessTyped: true }]).effects).toEqual([{ type: 'generate' }]);
    // Regenerate (the user's own click) still replaces it.
    expect(run([{ type: 'generate' }], typed).effects).toEqual([{ type: 'generate' }]);
  });
});
