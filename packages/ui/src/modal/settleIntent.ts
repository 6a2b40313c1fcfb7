import { FoyerError, type FoyerErrorCode } from '@foyer/headless';
import type { IntentResult, IntentType, LoginOptions } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';

/** The opener's callbacks; read at settle time, so the latest render's functions are used. */
export interface IntentCallbacks {
  onComplete?(result: IntentResult): void;
  /** An intent without a login result (a signature, a recovery method) succeeded. */
  onFinished?(): void;
  onError?(error: FoyerError): void;
}

/** A running intent: what the modal was opened for, with which options, and whom to tell. */
export interface ModalIntent {
  type: IntentType;
  options: LoginOptions;
  callbacks(): IntentCallbacks;
  /** The screen the run starts (and restarts) on; default the landing screen. */
  start?: { screen: ScreenId; params?: unknown };
}

/** How an intent ended, as far as the modal knows when it closes. */
export type IntentOutcome =
  | { type: 'complete'; result: IntentResult }
  | { type: 'finished' }
  | { type: 'error'; error: FoyerError };

const exitCodes: Record<IntentType, FoyerErrorCode> = {
  login: 'exited_auth_flow',
  'connect-or-create': 'exited_auth_flow',
  link: 'exited_link_flow',
  update: 'exited_update_flow',
  // Spec §4: closing the signature request without a result rejects it (user rejected).
  sign: 'user_rejected_request',
  // Spec §8 'User exited set recovery flow', 'Error setting password' (USER_EXITED_SET_PASSWORD_FLOW).
  'set-wallet-recovery': 'user_exited_set_recovery_flow',
  'set-wallet-password': 'user_exited_set_password_flow',
  // Closing the export screen is how it ends (the key was copied or not): `onClose`, not an error.
  'export-wallet': 'aborted',
  // Closing funding before it completed: `onUserExited`, not an error.
  'fund-wallet': 'aborted',
  // Spec §8 'User declined delegating actions.', 'User declined revoking access to their delegated wallet.'
  'delegate-wallet': 'user_declined_delegation',
  'revoke-delegation': 'user_declined_revoke',
  // Closing before the Farcaster app answered: the request is left, nothing was added.
  'farcaster-signer': 'aborted',
  // Spec §8 'User exited before wallet could be connected'.
  recovery: 'user_exited_wallet_recovery',
  // Closing the wallet list before a wallet connected: the user left the (connect) flow.
  'connect-wallet': 'exited_auth_flow',
  // Spec §8 'Verification canceled': closing the MFA prompt gives up on the waiting request.
  mfa: 'mfa_canceled',
  'mfa-enrollment': 'mfa_canceled',
  'manage-passkeys': 'exited_link_flow',
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
    else if (outcome?.type === 'finished') callbacks.onFinished?.();
    else callbacks.onError?.(outcome?.error ?? exitError(intent.type));
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
