/** The landing screen (spec §2 'Landing login screen', 'E-mail input', 'Terms consent' footer). */
export const landing = {
  /** Spec §2: the default header; `appearance.landingHeader` replaces it. */
  header: 'Log in or sign up',
  /** The same screen when it adds an address to the logged-in user (link mode). */
  linkEmailHeader: 'Link your email',
  /** Spec §2 'Update screens': replacing the logged-in user's address. */
  updateEmailHeader: 'Update your email',
  logoAlt: '{app} logo',
  recent: 'Recent',
  /** The connect-only variant: wallets only. */
  connectOnlyHeader: 'Connect a wallet',
  /** The e-mail row while the phone input is the open one. */
  continueWithEmail: 'Continue with email',
  /** Spec §2 classic and ordered layouts: the rows that open the others in place. */
  overflow: {
    otherSocials: 'Other socials',
    emailOrSocials: 'Log in with email or socials',
    smsOrSocials: 'Log in with sms or socials',
    emailOrSms: 'Continue with email or sms',
    email: 'Continue with email',
    sms: 'Continue with sms',
    socialAccount: 'Log in with a social account',
    moreOptions: 'More options',
  },
  /** Spec §2: the wallet group's button (web2-first) and the wallets past the rows (web3-first). */
  wallets: {
    continueWithWallet: 'Continue with a wallet',
    otherWallets: 'Other wallets',
  },
  /** Spec §2 'Passkey screens': the login button. */
  passkey: {
    continue: 'Continue with passkey',
    'i-have': 'I have a passkey',
  },
  /** Leaves the opened list for the first rows. */
  back: 'Back',
  /** The list the overflow row opens (its accessible name). */
  overflowList: 'More ways to log in',
  /** A cross-app row (`privy:{app}`). */
  crossApp: 'Continue with {app}',
  /** Spec §3 'Login method labels': the social rows. */
  methods: {
    google: 'Google',
    twitter: 'Twitter',
    discord: 'Discord',
    github: 'GitHub',
    spotify: 'Spotify',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    line: 'LINE',
    linkedin: 'LinkedIn',
    apple: 'Apple',
    farcaster: 'Farcaster',
    telegram: 'Telegram',
  },
  /** Names of the wallets of the default wallet list; another id shows as given. */
  walletNames: {
    metamask: 'MetaMask',
    coinbase_wallet: 'Coinbase Wallet',
    rainbow: 'Rainbow',
    phantom: 'Phantom',
    wallet_connect: 'WalletConnect',
  },
} as const;

/** The screen a login method without its flow yet leads to: says so, and goes back. */
export const methodUnavailable = {
  title: '{method} login is not available yet',
  detail: 'This way to log in is not part of this version yet. Go back and choose another one.',
  /** The same, naming the app. */
  detailForApp: 'This way to log in to {app} is not part of this version yet. Go back and choose another one.',
  back: 'Back',
  /** `{method}` for the rows that are not one named method. */
  passkey: 'Passkey',
  wallet: 'Wallet',
  sms: 'SMS',
  crossApp: 'Cross-app',
} as const;

export const emailInput = {
  label: 'Email address',
  placeholder: 'your@email.com',
  submit: 'Submit',
} as const;

export const terms = {
  /** Spec §2 terms footer: 'By logging in I agree to the Terms & Privacy Policy'. */
  text: 'By logging in I agree to the {terms} & {privacy}',
  terms: 'Terms',
  privacy: 'Privacy Policy',
} as const;
