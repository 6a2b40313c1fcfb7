import type { SeedDataOf, SeedResultOf } from '../state/seed.ts';
import type { StateJsonOf } from '../state/stateJson.ts';
import { analyticsDomain } from './analytics/index.ts';
import { appsDomain } from './apps/index.ts';
import { captchaDomain } from './captcha/index.ts';
import { cloudDomain } from './cloud/index.ts';
import { customJwtDomain } from './customJwt/index.ts';
import { emailDomain } from './email/index.ts';
import { farcasterDomain, farcasterSignersDomain } from './farcaster/index.ts';
import { fundingDomain } from './funding/index.ts';
import { guestDomain } from './guest/index.ts';
import { accountsDomain, sessionsDomain, usersDomain } from './identity/index.ts';
import { mfaDomain, mfaSmsCodesDomain } from './mfa/index.ts';
import { oauthDomain } from './oauth/index.ts';
import { outboxDomain } from './outbox/index.ts';
import { passkeysDomain } from './passkeys/index.ts';
import { siweDomain } from './siwe/index.ts';
import { siwsDomain } from './siws/index.ts';
import { smartWalletsDomain } from './smartWallets/index.ts';
import { smsDomain } from './sms/index.ts';
import { telegramDomain } from './telegram/index.ts';
import { walletApiDomain } from './walletApi/index.ts';
import { walletsDomain } from './wallets/index.ts';

/**
 * Every domain of an instance, in seeding order (apps before the users that name them). Adding a
 * domain is its folder plus one entry here: the seed data, the state JSON and the developer
 * endpoints of the instance are derived from this list.
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
  walletApiDomain,
  captchaDomain,
  accountsDomain,
  customJwtDomain,
  guestDomain,
  siwsDomain,
  telegramDomain,
  farcasterDomain,
  farcasterSignersDomain,
  siweDomain,
  oauthDomain,
  cloudDomain,
  passkeysDomain,
  mfaDomain,
  mfaSmsCodesDomain,
  fundingDomain,
  smartWalletsDomain,
] as const;

type EmulatorDomain = (typeof domains)[number];

/** `seed()` and `POST /__emulator/seed`: entries per seeding domain (`apps`, `users`, `customJwt`), each optional. */
export type SeedData = SeedDataOf<EmulatorDomain>;
/** `data` with each user in app `appId` unless it names its own `app_id`. */
export function seedOfApp(data: SeedData, appId: string): SeedData {
  return data.users === undefined ? data : { ...data, users: data.users.map((user) => ({ app_id: appId, ...user })) };
}

/** What seeding created, per domain, as the wire shows it. */
export type SeedResult = SeedResultOf<EmulatorDomain>;
/**
 * An instance's state as JSON (`GET /__emulator/state`, `--state <file>`): every domain's part, the
 * clock offset and the signing key, so tokens issued before an export still verify after an import.
 * Faults and rate-limit counters are not included.
 */
export type EmulatorStateJson = StateJsonOf<EmulatorDomain>;
