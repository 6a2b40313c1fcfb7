import { oauthProviders, type WireLinkedAccount } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { Assert } from '../../kernel/typeAssert.ts';
import { emailAddressSchema } from './emailAddress.ts';

const unixSeconds = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.pipe(v.string(), v.minLength(1));
const optionalText = v.exactOptional(v.string());
const optionalNullableText = v.exactOptional(v.nullable(v.string()));

/** Seeded accounts may leave their timestamps out: they default to the user's creation time. */
const timestamps = {
  verified_at: v.exactOptional(unixSeconds),
  first_verified_at: v.exactOptional(v.nullable(unixSeconds)),
  latest_verified_at: v.exactOptional(v.nullable(unixSeconds)),
};
const TIMESTAMPS = ['verified_at', 'first_verified_at', 'latest_verified_at'] as const;

const OAUTH_TYPES = oauthProviders.map((provider) => `${provider}_oauth` as const);

const walletFields = {
  type: v.literal('wallet'),
  chain_id: optionalText,
  wallet_client: text,
  wallet_client_type: optionalText,
  connector_type: optionalText,
  id: v.exactOptional(v.nullable(v.string())),
  imported: v.exactOptional(v.boolean()),
  delegated: v.exactOptional(v.boolean()),
  wallet_index: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  recovery_method: optionalText,
  public_key: optionalText,
};
const ethereumAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid Ethereum address'));
const solanaAddress = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address'));

const email = v.strictObject({ type: v.literal('email'), address: emailAddressSchema, ...timestamps });
const phone = v.strictObject({
  type: v.literal('phone'),
  phoneNumber: v.pipe(v.string(), v.regex(/^\+[1-9][0-9]{6,14}$/, 'Invalid phone number (E.164, e.g. +15555550100)')),
  number: optionalText,
  ...timestamps,
});
const ethereumWallet = v.strictObject({
  ...walletFields,
  chain_type: v.literal('ethereum'),
  address: ethereumAddress,
  ...timestamps,
});
const solanaWallet = v.strictObject({
  ...walletFields,
  chain_type: v.literal('solana'),
  address: solanaAddress,
  ...timestamps,
});
const smartWallet = v.strictObject({
  type: v.literal('smart_wallet'),
  address: ethereumAddress,
  smart_wallet_type: v.picklist(['safe', 'kernel', 'biconomy', 'light_account', 'coinbase_smart_wallet', 'thirdweb']),
  ...timestamps,
});
const oauth = v.strictObject({
  type: v.picklist(OAUTH_TYPES),
  subject: text,
  email: optionalNullableText,
  name: optionalNullableText,
  username: optionalNullableText,
  profile_picture_url: optionalNullableText,
  vanity_name: optionalNullableText,
  ...timestamps,
});
const passkey = v.strictObject({
  type: v.literal('passkey'),
  credential_id: text,
  enrolled_in_mfa: v.boolean(),
  authenticator_name: optionalText,
  created_with_browser: optionalText,
  created_with_os: optionalText,
  created_with_device: optionalText,
  ...timestamps,
});
const customAuth = v.strictObject({ type: v.literal('custom_auth'), custom_user_id: text, ...timestamps });
const farcaster = v.strictObject({
  type: v.literal('farcaster'),
  fid: v.pipe(v.number(), v.integer(), v.minValue(1)),
  owner_address: ethereumAddress,
  username: optionalText,
  display_name: optionalText,
  bio: optionalText,
  profile_picture_url: optionalText,
  homepage_url: optionalText,
  signer_public_key: optionalText,
  ...timestamps,
});
const telegram = v.strictObject({
  type: v.literal('telegram'),
  telegram_user_id: text,
  first_name: optionalText,
  last_name: optionalText,
  username: optionalText,
  photo_url: optionalText,
  ...timestamps,
});
const crossApp = v.strictObject({
  type: v.literal('cross_app'),
  subject: text,
  provider_app_id: text,
  embedded_wallets: v.array(v.strictObject({ address: text })),
  smart_wallets: v.array(v.strictObject({ address: text })),
  ...timestamps,
});

/** A seeded account: any wire variant of reference §7.3, timestamps optional. */
export const seedLinkedAccountSchema = v.variant('type', [
  email,
  phone,
  v.variant('chain_type', [ethereumWallet, solanaWallet]),
  smartWallet,
  oauth,
  passkey,
  customAuth,
  farcaster,
  telegram,
  crossApp,
]);
export type SeedLinkedAccount = v.InferInput<typeof seedLinkedAccountSchema>;
export type ParsedSeedLinkedAccount = v.InferOutput<typeof seedLinkedAccountSchema>;

/** A stored account (state JSON): the same variants with every timestamp present. */
const stored = <S extends Parameters<typeof v.required>[0]>(schema: S) => v.required(schema, TIMESTAMPS);
export const linkedAccountSchema = v.variant('type', [
  stored(email),
  stored(phone),
  v.variant('chain_type', [stored(ethereumWallet), stored(solanaWallet)]),
  stored(smartWallet),
  stored(oauth),
  stored(passkey),
  stored(customAuth),
  stored(farcaster),
  stored(telegram),
  stored(crossApp),
]);

// What the schema admits is a wire account (one way: the wire union may grow before the schema does).
export type _StoredAccountIsWire = Assert<
  v.InferOutput<typeof linkedAccountSchema> extends WireLinkedAccount ? true : false
>;

/**
 * What makes an account one person's within an app: two users cannot hold the same key (an address,
 * a phone number, a wallet, an OAuth subject per provider, a passkey credential, …).
 */
export function accountKey(account: WireLinkedAccount): string {
  switch (account.type) {
    case 'email':
      return `email:${account.address}`;
    case 'phone':
      return `phone:${account.phoneNumber}`;
    case 'wallet':
    case 'smart_wallet':
      return `wallet:${account.address.toLowerCase()}`;
    case 'passkey':
      return `passkey:${account.credential_id}`;
    case 'custom_auth':
      return `custom_auth:${account.custom_user_id}`;
    case 'farcaster':
      return `farcaster:${account.fid}`;
    case 'telegram':
      return `telegram:${account.telegram_user_id}`;
    case 'cross_app':
      return `cross_app:${account.provider_app_id}:${account.subject}`;
    default:
      return `${account.type}:${account.subject}`;
  }
}
