/**
 * Every route definition, by domain. Client code never imports this file: each flow imports its own
 * domain (`import * as email from '…/routes/email.ts'`), so a bundle holds only the routes it calls.
 * The emulator and the tests read the whole table from here.
 */
import * as accounts from './accounts.ts';
import * as analytics from './analytics.ts';
import * as app from './app.ts';
import * as crossApp from './crossApp.ts';
import * as customJwt from './customJwt.ts';
import * as email from './email.ts';
import * as embeddedWallets from './embeddedWallets.ts';
import * as farcaster from './farcaster.ts';
import * as funding from './funding.ts';
import * as guest from './guest.ts';
import * as mfa from './mfa.ts';
import * as mfaWallet from './mfaWallet.ts';
import * as oauth from './oauth.ts';
import * as passkey from './passkey.ts';
import * as recovery from './recovery.ts';
import * as session from './session.ts';
import * as siwe from './siwe.ts';
import * as siws from './siws.ts';
import * as smartWallets from './smartWallets.ts';
import * as sms from './sms.ts';
import * as solana from './solana.ts';
import * as telegram from './telegram.ts';
import * as transactions from './transactions.ts';
import * as users from './users.ts';
import * as walletApi from './walletApi.ts';

export const routeDomains = {
  app,
  session,
  users,
  analytics,
  email,
  embeddedWallets,
  sms,
  accounts,
  customJwt,
  guest,
  siws,
  telegram,
  farcaster,
  siwe,
  oauth,
  passkey,
  mfa,
  mfaWallet,
  recovery,
  crossApp,
  transactions,
  funding,
  solana,
  walletApi,
  smartWallets,
} as const;
export type RouteDomain = keyof typeof routeDomains;
