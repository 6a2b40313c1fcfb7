/**
 * Account transfer (login-and-accounts.md §2 'Account transfer'). Quoted copy is word for word; the
 * strings the spec does not give say so.
 */
export const accountTransfer = {
  /** '{account} is associated with another account', `{account}` one of `accountLabels`. */
  title: '{account} is associated with another account',
  detail: 'Do you want to transfer {handle} to this account instead? This will delete your other account.',
  transfer: 'Transfer and delete account',
  decline: 'No thanks',
  /** When the other account has an embedded wallet, this leads to the assets check. */
  continue: 'Continue',
  success: 'Success!',
  checkAssetsTitle: 'Check account assets before transferring',
  /** Not quoted by the spec: why to check, the address label, its copy button's name, the explorer link. */
  checkAssetsDetail:
    'Your other account has an embedded wallet. Move any assets you want to keep out of it first: it is deleted with that account.',
  walletAddress: 'Wallet address',
  copyAddress: 'Copy wallet address',
  explorer: 'View on block explorer',
  /** Not quoted by the spec: the button's label while the transfer runs. */
  transferring: 'Transferring...',
} as const;

/** The account named in the title: 'Phone number', 'Email address', 'Wallet address', or '{provider} profile'. */
export const accountLabels = {
  email: 'Email address',
  phone: 'Phone number',
  wallet: 'Wallet address',
  farcaster: 'Farcaster profile',
  telegram: 'Telegram profile',
  passkey: 'Passkey',
  custom: 'Account',
  guest: 'Account',
  /** An OAuth account: `{provider}` from `providerNames`, else the provider id. */
  oauth: '{provider} profile',
} as const;

/** Display names of the social providers (spec §3 'Login method labels'). */
export const providerNames = {
  apple: 'Apple',
  discord: 'Discord',
  github: 'GitHub',
  google: 'Google',
  instagram: 'Instagram',
  line: 'LINE',
  linkedin: 'LinkedIn',
  spotify: 'Spotify',
  tiktok: 'TikTok',
  twitter: 'Twitter',
} as const;
