import { accountsDomain } from './accounts/index.ts';
import { analyticsDomain } from './analytics/index.ts';
import { appsDomain } from './apps/index.ts';
import { captchaDomain } from './captcha/index.ts';
import { customJwtDomain } from './customJwt/index.ts';
import { emailDomain } from './email/index.ts';
import { farcasterDomain } from './farcaster/index.ts';
import { guestDomain } from './guest/index.ts';
import { oauthDomain } from './oauth/index.ts';
import { outboxDomain } from './outbox/index.ts';
import { passkeysDomain } from './passkeys/index.ts';
import { sessionsDomain } from './sessions/index.ts';
import { siweDomain } from './siwe/index.ts';
import { siwsDomain } from './siws/index.ts';
import { smsDomain } from './sms/index.ts';
import { telegramDomain } from './telegram/index.ts';
import { usersDomain } from './users/index.ts';
import { walletsDomain } from './wallets/index.ts';

/**
 * Every domain of an instance, in seeding order (apps before the users that name them). Adding a
 * domain is its folder plus one entry here.
 */
export const domains = [
  appsDomain,
  usersDomain,
  outboxDomain,
  emailDomain,
  smsDomain,
  sessionsDomain,
  analyticsDomain,
  walletsDomain,
  captchaDomain,
  accountsDomain,
  customJwtDomain,
  guestDomain,
  siwsDomain,
  telegramDomain,
  farcasterDomain,
  siweDomain,
  oauthDomain,
  passkeysDomain,
] as const;

export type AnyDomain = (typeof domains)[number];
