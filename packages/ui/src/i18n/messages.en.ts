import { accountLabels, accountTransfer, providerNames } from './en/accounts.ts';
import { captcha } from './en/captcha.ts';
import { crossApp } from './en/crossApp.ts';
import { delegatedActionsConsent, revokeDelegation } from './en/delegation.ts';
import { enterCode, validation } from './en/email.ts';
import {
  copy,
  createWallet,
  recoveryAutomatic,
  sendTransaction,
  signAuthorization,
  signMessage,
  signRawHash,
  signSolanaTransaction,
  signTransaction,
  signWalletRequest,
  walletCreated,
} from './en/embeddedWallet.ts';
import { errorScreen } from './en/errorScreen.ts';
import { errors } from './en/errors.ts';
import { externalWallets } from './en/externalWallets.ts';
import { farcaster } from './en/farcaster.ts';
import { farcasterSigner } from './en/farcasterSigner.ts';
import { funding } from './en/funding.ts';
import { emailInput, landing, methodUnavailable, terms } from './en/landing.ts';
import { mfa } from './en/mfa.ts';
import { modal } from './en/modal.ts';
import { oauthStatus } from './en/oauth.ts';
import { passkey } from './en/passkey.ts';
import { passkeys } from './en/passkeys.ts';
import { enterSmsCode, phone } from './en/phone.ts';
import { accountNotFound, allowlistRejection, inAppBrowser, termsConsent, userLimit } from './en/policies.ts';
import { exportWallet, recovery } from './en/recovery.ts';
import { phantomMultichain, solanaLedgerChoice, solanaSignIn } from './en/solanaWallets.ts';
import { telegram } from './en/telegram.ts';

/**
 * Every user-facing string of @foyer/ui, in English: one typed catalogue, written per screen area
 * in `en/*.ts`. `errors` is keyed by the stable error codes of @foyer/headless. Placeholders are
 * `{name}`, filled by `format()`; plural strings are `{ one, other }` forms for `formatPlural()`.
 * Strings stay JSON-compatible so they can go to translators. Copy quoted by the spec
 * (login-and-accounts.md §2, §5, §8; wallets-and-mfa.md §2, §9) is reproduced word for word.
 */
export const messages = {
  /** The catalogue's language: plural rules and number formats follow it. */
  locale: 'en',
  modal,
  landing,
  emailInput,
  terms,
  methodUnavailable,
  enterCode,
  validation,
  errorScreen,
  errors,
  createWallet,
  walletCreated,
  signMessage,
  sendTransaction,
  signTransaction,
  signRawHash,
  signAuthorization,
  signWalletRequest,
  signSolanaTransaction,
  recoveryAutomatic,
  recovery,
  exportWallet,
  mfa,
  copy,
  termsConsent,
  allowlistRejection,
  accountNotFound,
  userLimit,
  inAppBrowser,
  phone,
  enterSmsCode,
  captcha,
  accountTransfer,
  accountLabels,
  providerNames,
  solanaLedgerChoice,
  phantomMultichain,
  solanaSignIn,
  telegram,
  farcaster,
  farcasterSigner,
  externalWallets,
  oauthStatus,
  passkey,
  passkeys,
  crossApp,
  funding,
  delegatedActionsConsent,
  revokeDelegation,
} as const;

/** The shape of a full catalogue, with literal English strings (so `format()` can check placeholders). */
export type Messages = typeof messages;
