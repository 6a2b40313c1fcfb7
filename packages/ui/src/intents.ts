import type {
  ConnectedExternalWallet,
  LinkComplete,
  LoginComplete,
  LoginMethod,
  UpdateComplete,
} from '@foyer/headless';

/**
 * The vocabulary of what the modal is opened for, shared by the openers (`useLogin`, …), the
 * modal and the screens (spec §1): the login intents, and the wallet requests of a logged-in user
 * (a signature the headless layer asks the UI to confirm, `useSetWalletRecovery`), and connecting an
 * external wallet without logging in (`connectWallet()`, spec wallets §2 'connect-only').
 */
export type IntentType =
  | 'login'
  | 'link'
  | 'update'
  | 'connect-or-create'
  | 'sign'
  | 'set-wallet-recovery'
  /** `setWalletPassword()`: the password that secures the wallet. */
  | 'set-wallet-password'
  /** `exportWallet()`: the wallet's key, on its own origin's page. */
  | 'export-wallet'
  /** `fundWallet()`: add funds to a wallet (card, exchange, another wallet, receive, bridge). */
  | 'fund-wallet'
  /** `delegateWallet()`: 'Enable offline access' (delegated actions' consent). */
  | 'delegate-wallet'
  /** `revokeWallets()`: 'Revoke offline access to wallet'. */
  | 'revoke-delegation'
  /** `requestFarcasterSignerFromWarpcast()`: 'Add a signer to Farcaster'. */
  | 'farcaster-signer'
  /** A wallet request on a new device waits for the user's password or cloud backup (the modal was closed). */
  | 'recovery'
  | 'connect-wallet'
  /** A wallet request waits for MFA and no app listener handles it (the modal was closed). */
  | 'mfa'
  /** `showMfaEnrollmentModal()`: enroll or remove MFA methods. */
  | 'mfa-enrollment'
  /** `managePasskeys()`: the user's passkeys, add and remove. */
  | 'manage-passkeys';

/** Options of `login()` (spec §3 login data). */
export interface LoginOptions {
  /** Show only these of the app's methods on the landing screen (it never adds one the app has off). */
  loginMethods?: LoginMethod[];
  /** Fill the e-mail or the phone input (the phone input then starts open). */
  prefill?: { type: 'email' | 'phone'; value: string };
  /** Refuse to create an account: existing users only (the login calls go in 'no-signup' mode). */
  disableSignup?: boolean;
  /** Which chains' wallets to offer (default: the app's `appearance.walletChainType`). */
  walletChainType?: 'ethereum-only' | 'solana-only' | 'ethereum-and-solana';
  /**
   * Social logins in a 440×680 popup (true) or by redirecting the page (false). Default: a popup on
   * wide screens, a redirect where the modal is a bottom sheet (≤ 440 px, phones).
   */
  oauthPopup?: boolean;
}

/** `connectWallet()` finished: the external wallet now connected (no signature, no login). */
export interface ConnectWalletComplete {
  intent: 'connect-wallet';
  wallet: ConnectedExternalWallet;
}

/** What a finished login, link or update produced (the after-login steps run on it). */
export type AuthIntentResult = LoginComplete | LinkComplete | UpdateComplete;

/** What a finished intent produced, tagged by `intent` (login, link, update or connect-wallet). */
export type IntentResult = AuthIntentResult | ConnectWalletComplete;

/** What an after-login step's screen is opened with: the completed intent's result (e.g. whether the user is new). */
export interface AfterLoginStepParams {
  result: AuthIntentResult;
}
