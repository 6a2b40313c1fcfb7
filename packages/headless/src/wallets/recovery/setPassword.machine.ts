import { ErrorCode } from '../../core/errors/codes.ts';
import { type FoyerError, toFoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { FlowSnapshot, Transition } from '../../core/flow/types.ts';
import type { WalletFacts } from '../embedded/operation.ts';
import { primaryWallet } from '../embedded/primaryWallet.ts';
import type { EmbeddedWallet } from '../types.ts';
import { type PasswordStrength, passwordError, passwordStrength } from './password.ts';

/**
 * Spec §2 'Password flow', §4 'Password stages': creating → saving → confirming → finalizing, then
 * `submitting` the password to the wallet and `done` (or `error`, from which it can be sent again).
 * Back moves one stage back.
 */
export const setPasswordStatuses = [
  'creating',
  'saving',
  'confirming',
  'finalizing',
  'submitting',
  'done',
  'error',
] as const;
export type SetPasswordStatus = (typeof setPasswordStatuses)[number];

export type PasswordIssueCode =
  | typeof ErrorCode.PASSWORD_TOO_SHORT
  | typeof ErrorCode.PASSWORD_INVALID_CHARACTERS
  | typeof ErrorCode.PASSWORDS_DO_NOT_MATCH;

export interface SetPasswordSnapshot extends FlowSnapshot<SetPasswordStatus, EmbeddedWallet> {
  password: string;
  /** The password typed again (confirming). */
  confirmation: string;
  /** The finalizing checkbox: 'I understand that if I lose my password and device…'. */
  acknowledged: boolean;
  /**
   * What stops the stage: the password's rule (creating, while it is not empty), or a confirmation
   * that differs (confirming, once continued). Null when the stage may continue.
   */
  issue: ValidationError<PasswordIssueCode> | null;
  strength: PasswordStrength;
  /** A password is being generated (creating). */
  generating: boolean;
}

export type SetPasswordEvent =
  | { type: 'input'; password: string }
  /** `unlessTyped`: not once the user typed a password (the screen's first suggestion). */
  | { type: 'generate'; unlessTyped?: boolean }
  | { type: 'generated'; password: string }
  | { type: 'confirmInput'; confirmation: string }
  | { type: 'acknowledge'; acknowledged: boolean }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'submit'; facts: WalletFacts }
  | { type: 'passwordSet'; wallet: EmbeddedWallet }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type SetPasswordEffect =
  | { type: 'generate' }
  | { type: 'setPassword'; primary: EmbeddedWallet; password: string };

export const initialSetPasswordSnapshot: SetPasswordSnapshot = {
  status: 'creating',
  error: null,
  result: null,
  password: '',
  confirmation: '',
  acknowledged: false,
  issue: null,
  strength: 'weak',
  generating: false,
};

const stay = (snapshot: SetPasswordSnapshot): Transition<SetPasswordSnapshot, SetPasswordEffect> => ({
  snapshot,
  effects: [],
});
const to = (snapshot: SetPasswordSnapshot, effects: SetPasswordEffect[] = []) => ({ snapshot, effects });

/** The stage before each (back), and after each (continue). */
const previous: Partial<Record<SetPasswordStatus, SetPasswordStatus>> = {
  saving: 'creating',
  confirming: 'saving',
  finalizing: 'confirming',
};

const mismatch = () =>
  new ValidationError('confirmation', ErrorCode.PASSWORDS_DO_NOT_MATCH, 'The confirmation differs from the password');

/** The password as typed or generated: its rule (none shown for an empty field) and its strength. */
function withPassword(snapshot: SetPasswordSnapshot, password: string): SetPasswordSnapshot {
  return {
    ...snapshot,
    password,
    issue: password === '' ? null : passwordError(password),
    strength: passwordStrength(password),
    generating: false,
    // A new password needs confirming again.
    confirmation: '',
    acknowledged: false,
  };
}

export function setPasswordMachine(
  snapshot: SetPasswordSnapshot,
  event: SetPasswordEvent,
): Transition<SetPasswordSnapshot, SetPasswordEffect> {
  const { status } = snapshot;
  switch (event.type) {
    case 'input':
      return status === 'creating' ? to(withPassword(snapshot, event.password)) : stay(snapshot);
    case 'generate':
      if (status !== 'creating' || snapshot.generating) return stay(snapshot);
      if (event.unlessTyped && snapshot.password !== '') return stay(snapshot);
      return to({ ...snapshot, generating: true }, [{ type: 'generate' }]);
    case 'generated':
      return status === 'creating' && snapshot.generating ? to(withPassword(snapshot, event.password)) : stay(snapshot);
    case 'confirmInput':
      if (status !== 'confirming') return stay(snapshot);
      return to({ ...snapshot, confirmation: event.confirmation, issue: null });
    case 'acknowledge':
      return status === 'finalizing' ? to({ ...snapshot, acknowledged: event.acknowledged }) : stay(snapshot);
    case 'continue':
      switch (status) {
        case 'creating':
          if (snapshot.generating) return stay(snapshot);
          if (snapshot.password === '' || passwordError(snapshot.password)) {
            return to({ ...snapshot, issue: passwordError(snapshot.password) });
          }
          return to({ ...snapshot, status: 'saving', issue: null });
        case 'saving':
          return to({ ...snapshot, status: 'confirming', confirmation: '', issue: null });
        case 'confirming':
          if (snapshot.confirmation !== snapshot.password) return to({ ...snapshot, issue: mismatch() });
          return to({ ...snapshot, status: 'finalizing', issue: null, acknowledged: false });
        default:
          return stay(snapshot);
      }
    case 'back': {
      const before = previous[status];
      return before ? to({ ...snapshot, status: before, issue: null }) : stay(snapshot);
    }
    case 'submit': {
      if (!((status === 'finalizing' && snapshot.acknowledged) || status === 'error')) return stay(snapshot);
      try {
        const primary = primaryWallet(event.facts);
        return to({ ...snapshot, status: 'submitting', error: null }, [
          { type: 'setPassword', primary, password: snapshot.password },
        ]);
      } catch (error) {
        return to({ ...snapshot, status: 'error', error: toFoyerError(error) });
      }
    }
    case 'passwordSet':
      return status === 'submitting' ? to({ ...snapshot, status: 'done', result: event.wallet }) : stay(snapshot);
    case 'failed':
      if (status === 'submitting') return to({ ...snapshot, status: 'error', error: event.error });
      // A generation that failed leaves the field as it was.
      return snapshot.generating ? to({ ...snapshot, generating: false }) : stay(snapshot);
    case 'reset':
      return to(initialSetPasswordSnapshot);
  }
}
