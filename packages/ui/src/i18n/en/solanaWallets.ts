/**
 * Solana external wallets (wallets-and-mfa.md §2 'External wallets': 'Wallet connection status',
 * 'Ledger choice', 'Phantom multichain error'; §8 'External wallet'). Quoted copy is word for word;
 * the strings the spec does not give say so.
 */

/** Spec §2 'Ledger choice' for a Solana wallet. The title is the wallet's name. */
export const solanaLedgerChoice = {
  withoutLedger: 'Continue without Ledger',
  withLedger: 'Continue with Ledger',
} as const;

/** Spec §2 'Phantom multichain error', §8 its message. */
export const phantomMultichain = {
  title: 'Could not connect with wallet',
  detail: 'Please check that Phantom multichain is enabled and try again.',
  retry: 'Try again',
  cancel: 'Cancel',
} as const;

/** Spec §2 'Wallet connection status', for Sign-In With Solana; §4 at most 2 retries, then 'Unable to connect wallet'. */
export const solanaSignIn = {
  waiting: 'Waiting for {wallet}',
  connecting: 'Connecting',
  signToVerify: 'Sign to verify',
  signWithWallet: 'Sign with your wallet',
  signing: 'Signing',
  success: 'Successfully connected with {wallet}',
  /** Spec §8 'Could not log in with wallet' (retry). */
  failed: 'Could not log in with wallet',
  unableToConnect: 'Unable to connect wallet',
  retry: 'Retry',
  otherWallet: 'Use a different wallet',
} as const;
