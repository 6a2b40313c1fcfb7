import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import {
  initialRecoveryPromptSnapshot,
  type RecoveryPromptEffect,
  type RecoveryPromptEvent,
  type RecoveryPromptSnapshot,
  recoveryPromptMachine,
} from './recoveryPrompt.machine.ts';

function run(events: RecoveryPromptEvent[], from: RecoveryPromptSnapshot = initialRecoveryPromptSnapshot) {
  let snapshot = from;
  let effects: readonly RecoveryPromptEffect[] = [];
  for (const event of events) ({ snapshot, effects } = recoveryPromptMachine(snapshot, event));
  return { snapshot, effects };
}

const wrong = new FoyerError(ErrorCode.INVALID_RECOVERY_PASSWORD, 'wrong');
const notFound = new FoyerError(
  ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR,
  'No recovery backup was found in this iCloud account',
);

describe('the recovery prompt of a new device (spec §2 Recover wallet, Recovery OAuth screen)', () => {
  it('a password backup asks for the password and recovers with it', () => {
    const asked = run([{ type: 'required', method: 'user-passcode' }]);
    expect(asked.snapshot).toMatchObject({ status: 'required', method: 'user-passcode' });
    const sent = run([{ type: 'submitPassword', password: 'hunter22' }], asked.snapshot);
    expect(sent.snapshot.status).toBe('recovering');
    expect(sent.effects).toEqual([{ type: 'recover', secret: { method: 'user-passcode', password: 'hunter22' } }]);
    expect(run([{ type: 'recovered' }], sent.snapshot).snapshot).toMatchObject({ status: 'done', result: true });
  });

  it('a wrong password asks again with attemptError; the next try clears nothing until it succeeds', () => {
    const { snapshot } = run([
      { type: 'required', method: 'user-passcode' },
      { type: 'submitPassword', password: 'nope!!' },
      { type: 'failed', error: wrong },
    ]);
    expect(snapshot).toMatchObject({ status: 'required', attemptError: { code: ErrorCode.INVALID_RECOVERY_PASSWORD } });
    const again = run([{ type: 'submitPassword', password: 'right1' }, { type: 'recovered' }], snapshot);
    expect(again.snapshot).toMatchObject({ status: 'done', attemptError: null });
  });

  it('an empty password or a cloud action on a password backup asks for nothing', () => {
    const asked = run([{ type: 'required', method: 'user-passcode' }]).snapshot;
    expect(run([{ type: 'submitPassword', password: '' }], asked).effects).toEqual([]);
    expect(run([{ type: 'confirmCloud' }], asked).effects).toEqual([]);
  });

  it('a cloud backup authorizes with the cloud first, then recovers with its token', () => {
    const asked = run([{ type: 'required', method: 'google-drive' }]).snapshot;
    expect(run([{ type: 'submitPassword', password: 'x12345' }], asked).effects).toEqual([]);
    const authorizing = run([{ type: 'confirmCloud' }], asked);
    expect(authorizing.effects).toEqual([{ type: 'authorizeCloud', provider: 'google-drive' }]);
    const recovering = run([{ type: 'cloudAuthorized', accessToken: 'tok' }], authorizing.snapshot);
    expect(recovering.effects).toEqual([{ type: 'recover', secret: { method: 'google-drive', accessToken: 'tok' } }]);
  });

  it('a cloud failure (another account, a denied consent) is an error that retry turns back into the prompt', () => {
    const failed = run([
      { type: 'required', method: 'icloud' },
      { type: 'confirmCloud' },
      { type: 'cloudAuthorized', accessToken: 'tok' },
      { type: 'failed', error: notFound },
    ]).snapshot;
    expect(failed).toMatchObject({ status: 'error', error: notFound });
    expect(run([{ type: 'retry' }], failed).snapshot).toMatchObject({
      status: 'required',
      error: null,
      method: 'icloud',
    });
  });

  it('closed ends the prompt', () => {
    expect(run([{ type: 'required', method: 'icloud' }, { type: 'closed' }]).snapshot).toEqual(
      initialRecoveryPromptSnapshot,
    );
  });
});
