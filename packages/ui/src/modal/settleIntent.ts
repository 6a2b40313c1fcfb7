import { ErrorCode, FoyerError, type FoyerErrorCode } from '@foyer/headless';
import type { IntentResult, IntentType, LoginOptions } from '../intents.ts';

/** The opener's callbacks; read at settle time, so the latest render's functions are used. */
export interface IntentCallbacks {
  onComplete?(result: IntentResult): void;
  onError?(error: FoyerError): void;
}

/** A running intent: what the modal was opened for, with which options, and whom to tell. */
export interface ModalIntent {
  type: IntentType;
  options: LoginOptions;
  callbacks(): IntentCallbacks;
}

/** How an intent ended, as far as the modal knows when it closes. */
export type IntentOutcome = { type: 'complete'; result: IntentResult } | { type: 'error'; error: FoyerError };

const exitCodes: Record<IntentType, FoyerErrorCode> = {
  login: ErrorCode.USER_EXITED_AUTH_FLOW,
  'connect-or-create': ErrorCode.USER_EXITED_AUTH_FLOW,
  link: ErrorCode.USER_EXITED_LINK_FLOW,
  update: ErrorCode.USER_EXITED_UPDATE_FLOW,
};

/** Spec §1: exiting early yields a user-exited error for that intent. */
export function exitError(type: IntentType): FoyerError {
  return new FoyerError(exitCodes[type], `The user closed the modal before the ${type} flow finished`);
}

/**
 * Fires the intent's callback for how it ended (spec §1: on modal close). With no outcome the user
 * left early. A throwing callback is reported, not allowed to break the modal.
 */
export function settleIntent(intent: ModalIntent, outcome: IntentOutcome | null): void {
  const callbacks = intent.callbacks();
  try {
    if (outcome?.type === 'complete') callbacks.onComplete?.(outcome.result);
    else callbacks.onError?.(outcome?.error ?? exitError(intent.type));
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
