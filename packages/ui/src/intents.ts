import type { LinkComplete, LoginComplete, LoginMethod, UpdateComplete } from '@foyer/headless';

/**
 * The vocabulary of what the modal is opened for, shared by the openers (`useLogin`, …), the
 * modal and the screens (spec §1): the login intents, and the wallet requests of a logged-in user
 * (a signature the headless layer asks the UI to confirm, `useSetWalletRecovery`).
 */
export type IntentType = 'login' | 'link' | 'update' | 'connect-or-create' | 'sign-message' | 'set-wallet-recovery';

/** Options of `login()` (spec §3 login data). */
export interface LoginOptions {
  /** Restrict the landing screen to these methods (this slice renders 'email'). */
  loginMethods?: LoginMethod[];
  /** Fill the e-mail input. */
  prefill?: { type: 'email'; value: string };
  /** Refuse to create an account: existing users only. */
  disableSignup?: boolean;
}

/** What a finished intent produced, tagged by `intent` (login, link or update). */
export type IntentResult = LoginComplete | LinkComplete | UpdateComplete;
