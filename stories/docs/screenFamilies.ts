/**
 * The design review pages (`stories/review/*.mdx`): each shows one family of screens, every area of
 * it (a folder of `stories/screens`) with every story of the area. `designReview.test.ts` fails when
 * a folder is in no family, or in two.
 */
export const screenFamilies = {
  login: {
    title: 'Login',
    areas: {
      landing:
        'The landing screen (spec §2, docs/landing.md): the e-mail field, the layouts, the recent chip and the terms footer.',
      email: "The e-mail code screen, 'Enter confirmation code' (spec §2).",
      sms: "The phone login (spec §2): the phone input, then 'Enter confirmation code' for the SMS or WhatsApp code.",
      passkey: 'The passkey screens (spec §2): the choice, then the status while the browser prompt runs.',
      captcha: 'The captcha screen (spec §2), shown before a code is sent when the app enables a captcha.',
      terms: "Terms consent, 'One last step' (spec §2).",
      method: 'Where a landing row for a method without its flow leads.',
      policies: 'The policy screens (spec §2): account not found, allowlist rejection, in-app browser, user limit.',
    },
  },
  status: {
    title: 'Status',
    areas: {
      oauth: 'The social provider status screen (spec §2) and its error copy (spec §8).',
      telegram: 'The Telegram screen (spec §2).',
      farcaster: 'The Farcaster screens (spec §2): a relay channel the Farcaster app approves.',
      crossApp: "The cross-app status screen (spec §4 'Cross-app login') and its error copy (spec §8 'Cross-app').",
      loading: 'The spinner shown before the kit is ready (spec §2).',
      error: 'The error screen, one state per row of the error screen mapping (spec §8).',
    },
  },
  wallets: {
    title: 'Wallets',
    areas: {
      externalWallets:
        'The external wallet screens (spec §2): the wallet list, the network choice, the connection status, the QR code, install.',
      solanaWallets:
        'The Solana wallet screens (wallets spec §2): Ledger choice, Phantom multichain, Sign-In With Solana.',
    },
  },
  signing: {
    title: 'Embedded wallet and signing',
    areas: {
      embeddedWallet:
        'The embedded wallet screens (spec §2): create, created, sign message, sign transaction, sign a raw hash, an EIP-7702 authorization, a wallet-API request (session signers), sign a Solana transaction, automatic recovery.',
      mfa: "Wallet MFA (wallets spec §2 'MFA'): verification (the method chooser, the 6-digit code, the passkey) and enrollment (intro, chooser, SMS, authenticator app, removal).",
      recovery:
        "User-owned recovery (wallets spec §2 'Wallet creation and recovery'): the backup method, the cloud backup and recovery, the password's stages, 'Enter your password', connecting the wallet.",
      exportWallet:
        "Key export (wallets spec §2 'Export wallet'): the warning and the frame of the wallet's own export page.",
      delegation:
        "Delegated access (wallets spec §2 'Delegated access', §4): 'Enable offline access' (Accept, 'Not now' when cancellable) and 'Revoke offline access to wallet' (Confirm, Deny), each then its success or error.",
      farcasterSigner:
        "The Farcaster signer (wallets spec §2 'Farcaster signer request', §4): 'Add a signer to Farcaster' with the QR code or the phone link, approved, rejected, timed out, failed.",
      funding:
        "Funding (wallets spec §2 'Funding'): the method chooser, the amount, the connected wallets, the confirming screen, the bridge and its failure, the card and exchange payment statuses, receive funds, success.",
    },
  },
  account: {
    title: 'Account',
    areas: {
      account: 'Account transfer (spec §2): where `ACCOUNT_TRANSFER_REQUIRED` leads while linking.',
      passkeys:
        "Passkey management and the passkey step of MFA enrollment (wallets spec §2): 'Your passkeys', the removal confirmation, 'Passkeys updated', the setup intro.",
    },
  },
} as const satisfies Record<string, { title: string; areas: Record<string, string> }>;

export type ScreenFamily = keyof typeof screenFamilies;
