/**
 * Delegated access (wallets-and-mfa.md §2 'Delegated access…', §4 'Delegation consent and revoke'):
 * the titles and buttons are quoted word for word; the descriptions and the result screens are ours.
 * The errors are `errors` (USER_DECLINED_DELEGATION, USER_DECLINED_REVOKE…).
 */
export const delegatedActionsConsent = {
  title: 'Enable offline access',
  /** Not quoted by the spec. `{app}`: the app's name; without one, the second form. */
  descriptionForApp:
    '{app} will be able to use this wallet while you are away, only for the actions you allow. You can revoke this access at any time.',
  description:
    'This app will be able to use this wallet while you are away, only for the actions you allow. You can revoke this access at any time.',
  /** Not quoted by the spec: the wallet's row ('Ethereum wallet'), and its copy button's accessible name. */
  wallet: '{chain} wallet',
  chains: { ethereum: 'Ethereum', solana: 'Solana' },
  copyAddress: 'Copy wallet address',
  accept: 'Accept',
  /** Offered only when the call is cancellable (`isCancellable`). */
  notNow: 'Not now',
  /** Not quoted by the spec: the busy label while the wallet is delegated. */
  delegating: 'Enabling...',
  /** Not quoted by the spec: the results (shown 2.5 s, then the modal closes). */
  success: 'Offline access enabled',
  successDetailForApp: '{app} can now use this wallet for the actions you allow.',
  successDetail: 'This app can now use this wallet for the actions you allow.',
  error: 'Could not enable offline access',
} as const;

export const revokeDelegation = {
  title: 'Revoke offline access to wallet',
  /** Not quoted by the spec. `{app}`: the app's name; without one, the second form. */
  descriptionForApp: '{app} will no longer be able to use your wallet while you are away.',
  description: 'This app will no longer be able to use your wallet while you are away.',
  confirm: 'Confirm',
  deny: 'Deny',
  /** Not quoted by the spec: the busy label while access is revoked. */
  revoking: 'Revoking...',
  /** Not quoted by the spec: the results (shown 2.5 s, then the modal closes). */
  success: 'Offline access revoked',
  successDetailForApp: '{app} can no longer use your wallet while you are away.',
  successDetail: 'This app can no longer use your wallet while you are away.',
  error: 'Could not revoke offline access',
} as const;
