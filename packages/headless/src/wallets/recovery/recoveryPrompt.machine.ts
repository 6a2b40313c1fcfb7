import type { CloudRecoveryProvider } from '../../core/api/routes/recovery.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowSnapshot, Transition } from '../../core/flow/types.ts';
import type { RecoverySecret, UserOwnedRecoveryMethod } from './secret.ts';

/**
 * Spec §2 'Recover wallet', 'Recovery OAuth screen': a wallet request on a device that does not hold
 * the wallet, whose recovery the user owns, waits here for the user's password or cloud backup.
 * `required`: the prompt is open; `authorizing`: the cloud's consent popup; `recovering`: the wallet
 * iframe opens the backup; `done`; `error`: the cloud step failed (`retry` asks again). A wrong
 * password stays `required` with `attemptError`; from `error`, trying again is another try.
 */
export const recoveryPromptStatuses = ['initial', 'required', 'authorizing', 'recovering', 'done', 'error'] as const;
export type RecoveryPromptStatus = (typeof recoveryPromptStatuses)[number];

export interface RecoveryPromptSnapshot extends FlowSnapshot<RecoveryPromptStatus, true> {
  /** What the wallet's backup asks for (null: no prompt). */
  method: UserOwnedRecoveryMethod | null;
  /** The last password's refusal ('Invalid recovery password, please try again.'), until the next try. */
  attemptError: FoyerError | null;
}

export type RecoveryPromptEvent =
  | { type: 'required'; method: UserOwnedRecoveryMethod }
  | { type: 'submitPassword'; password: string }
  | { type: 'confirmCloud' }
  | { type: 'cloudAuthorized'; accessToken: string }
  | { type: 'recovered' }
  | { type: 'failed'; error: FoyerError }
  | { type: 'retry' }
  | { type: 'closed' }
  | { type: 'reset' };

export type RecoveryPromptEffect =
  | { type: 'authorizeCloud'; provider: CloudRecoveryProvider }
  | { type: 'recover'; secret: RecoverySecret };

export const initialRecoveryPromptSnapshot: RecoveryPromptSnapshot = {
  status: 'initial',
  error: null,
  result: null,
  method: null,
  attemptError: null,
};

const to = (snapshot: RecoveryPromptSnapshot, effects: RecoveryPromptEffect[] = []) => ({ snapshot, effects });
/** Waiting for the user: the prompt, or a failure they may try again from. */
const waiting = (status: RecoveryPromptStatus) => status === 'required' || status === 'error';
const isCloud = (method: UserOwnedRecoveryMethod | null): method is CloudRecoveryProvider =>
  method === 'google-drive' || method === 'icloud';

export function recoveryPromptMachine(
  snapshot: RecoveryPromptSnapshot,
  event: RecoveryPromptEvent,
): Transition<RecoveryPromptSnapshot, RecoveryPromptEffect> {
  const { status, method } = snapshot;
  switch (event.type) {
    case 'required':
      return to({ ...initialRecoveryPromptSnapshot, status: 'required', method: event.method });
    case 'submitPassword':
      if (!waiting(status) || method !== 'user-passcode' || event.password === '') return to(snapshot);
      return to({ ...snapshot, status: 'recovering', error: null }, [
        { type: 'recover', secret: { method: 'user-passcode', password: event.password } },
      ]);
    case 'confirmCloud':
      if (!waiting(status) || !isCloud(method)) return to(snapshot);
      return to({ ...snapshot, status: 'authorizing', error: null }, [{ type: 'authorizeCloud', provider: method }]);
    case 'cloudAuthorized':
      if (status !== 'authorizing' || !isCloud(method)) return to(snapshot);
      return to({ ...snapshot, status: 'recovering' }, [
        { type: 'recover', secret: { method, accessToken: event.accessToken } },
      ]);
    case 'recovered':
      return status === 'recovering'
        ? to({ ...snapshot, status: 'done', result: true, attemptError: null })
        : to(snapshot);
    case 'failed':
      if (status !== 'recovering' && status !== 'authorizing') return to(snapshot);
      // A wrong password: type it again.
      if (event.error.code === ErrorCode.INVALID_RECOVERY_PASSWORD) {
        return to({ ...snapshot, status: 'required', attemptError: event.error });
      }
      return to({ ...snapshot, status: 'error', error: event.error });
    case 'retry':
      return status === 'error' ? to({ ...snapshot, status: 'required', error: null }) : to(snapshot);
    case 'closed':
    case 'reset':
      return to(initialRecoveryPromptSnapshot);
  }
}
