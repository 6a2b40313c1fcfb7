import { oauthProviders } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { AppRecord, StoredAppConfig } from '../../kernel/app.ts';
import type { Assert, Same } from '../../kernel/typeAssert.ts';
import { newAppSecret } from './config.ts';

const nullableString = v.nullable(v.string());
const createOnLogin = v.picklist(['users-without-wallets', 'all-users', 'off']);

const BOOLEAN_FIELDS = [
  'show_wallet_login_first',
  'wallet_auth',
  'email_auth',
  'sms_auth',
  ...oauthProviders.map((provider) => `${provider}_oauth` as const),
  'farcaster_auth',
  'passkey_auth',
  'passkeys_for_signup_enabled',
  'telegram_auth',
  'guest_auth',
  'solana_wallet_auth',
  'custom_jwt_auth',
  'disable_plus_emails',
  'allowlist_enabled',
  'enforce_wallet_uis',
  'legacy_wallet_ui_config',
  'fiat_on_ramp_enabled',
  'captcha_enabled',
  'twitter_oauth_on_mobile_enabled',
  'farcaster_link_wallets_enabled',
  'whatsapp_enabled',
] as const;

const booleanFields = Object.fromEntries(BOOLEAN_FIELDS.map((key) => [key, v.boolean()])) as {
  [K in (typeof BOOLEAN_FIELDS)[number]]: v.BooleanSchema<undefined>;
};

/** Nested objects: seeded partially and merged into the app's (at every depth). */
const nestedFields = {
  allowlist_config: v.strictObject({
    error_title: nullableString,
    error_detail: nullableString,
    cta_text: nullableString,
    cta_link: nullableString,
  }),
  embedded_wallet_config: v.strictObject({
    create_on_login: createOnLogin,
    ethereum: v.strictObject({ create_on_login: createOnLogin }),
    solana: v.strictObject({ create_on_login: createOnLogin }),
    user_owned_recovery_options: v.array(v.picklist(['user-passcode', 'google-drive', 'icloud'])),
    require_user_owned_recovery_on_create: v.exactOptional(v.boolean()),
    require_user_password_on_create: v.exactOptional(v.boolean()),
    mode: v.picklist(['legacy-embedded-wallets-only', 'user-controlled-server-wallets-only']),
  }),
};

const optionalNestedFields = {
  telegram_auth_config: v.strictObject({
    bot_id: v.string(),
    bot_name: v.string(),
    link_enabled: v.boolean(),
    seamless_auth_enabled: v.boolean(),
  }),
  funding_config: v.strictObject({
    default_recommended_currency: v.strictObject({ chain: v.string(), asset: v.exactOptional(v.string()) }),
    default_recommended_amount: v.string(),
    methods: v.array(v.picklist(['moonpay', 'coinbase-onramp', 'external'])),
    options: v.array(v.strictObject({ method: v.string(), provider: v.string() })),
    prompt_funding_on_wallet_creation: v.boolean(),
    cross_chain_bridging_enabled: v.boolean(),
  }),
};

const scalarFields = {
  id: v.pipe(v.string(), v.minLength(1, 'An app needs an `id`')),
  name: v.string(),
  logo_url: nullableString,
  icon_url: nullableString,
  terms_and_conditions_url: nullableString,
  privacy_policy_url: nullableString,
  accent_color: nullableString,
  wallet_connect_cloud_project_id: nullableString,
  /** Set: the app runs in server-cookie (HttpOnly) session mode. */
  custom_api_url: v.nullable(v.pipe(v.string(), v.url())),
  require_users_accept_terms: v.nullable(v.boolean()),
  theme: v.string(),
  ...booleanFields,
  allowed_domains: v.array(v.pipe(v.string(), v.minLength(1))),
  allowed_native_app_ids: v.array(v.string()),
  allowed_native_app_url_schemes: v.array(v.string()),
  mfa_methods: v.array(v.picklist(['sms', 'totp', 'passkey'])),
  captcha_site_key: v.exactOptional(v.string()),
  max_linked_wallets_per_user: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
};

/** A complete stored app config (reference §7.1 without `verification_key`). */
export const appConfigSchema = v.strictObject({
  ...scalarFields,
  ...nestedFields,
  telegram_auth_config: v.exactOptional(optionalNestedFields.telegram_auth_config),
  funding_config: v.exactOptional(optionalNestedFields.funding_config),
});
export type _AppConfigIsTheWireConfig = Assert<Same<v.InferOutput<typeof appConfigSchema>, StoredAppConfig>>;

/** The config fields an app may lack (reference §7.1 `?`); seeding `null` removes them. */
export const OPTIONAL_FIELDS = ['captcha_site_key', 'telegram_auth_config', 'funding_config'] as const;

const callingCode = v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9][0-9]{0,2}$/, 'A calling code, e.g. +7'));

const crossAppConnection = v.strictObject({
  provider_app_id: v.pipe(v.string(), v.minLength(1, 'A connection needs a `provider_app_id`')),
  read_only: v.optional(v.boolean(), false),
});

/** Emulator-only app options, stored next to the wire config. */
const emulatorOnlyFields = {
  /** New sign-ups are refused once the app has this many users. */
  max_users: v.exactOptional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  /** When `allowlist_enabled`: addresses or `@domain` entries that may log in. */
  allowlist: v.exactOptional(v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1)))),
  /** Calling codes (`'+7'`) whose numbers SMS login refuses with `region_not_supported`. */
  sms_unsupported_regions: v.exactOptional(v.array(callingCode)),
  /** The wallet API's app secret (HTTP Basic `app_id:app_secret`); random when never seeded. */
  app_secret: v.exactOptional(v.pipe(v.string(), v.minLength(16, 'An app secret has at least 16 characters'))),
  /** The provider apps it may use for cross-app login and signing (`read_only`: no transacting); null: every other app. */
  cross_app_connections: v.exactOptional(v.nullable(v.array(crossAppConnection))),
};

/**
 * `seed({ apps })`: any wire fields (nested objects partially) over the app as it is (a new one: the
 * default config), plus the emulator-only options; `null` removes an optional field (`OPTIONAL_FIELDS`).
 * A `verification_key` is accepted and ignored: tokens are always signed with the instance's own key.
 */
export const seedAppSchema = v.strictObject({
  ...v.partial(v.strictObject(scalarFields)).entries,
  id: scalarFields.id,
  allowlist_config: v.exactOptional(v.partial(nestedFields.allowlist_config)),
  embedded_wallet_config: v.exactOptional(v.partial(nestedFields.embedded_wallet_config)),
  // The optional fields: `null` removes them.
  captcha_site_key: v.exactOptional(v.nullable(v.string())),
  telegram_auth_config: v.exactOptional(v.nullable(optionalNestedFields.telegram_auth_config)),
  funding_config: v.exactOptional(v.nullable(optionalNestedFields.funding_config)),
  verification_key: v.exactOptional(v.string()),
  ...emulatorOnlyFields,
});
export type SeedApp = v.InferInput<typeof seedAppSchema>;
export type ParsedSeedApp = v.InferOutput<typeof seedAppSchema>;

/** One app in the state JSON. */
export const appRecordSchema = v.strictObject({
  config: appConfigSchema,
  max_users: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  allowlist: v.array(v.string()),
  sms_unsupported_regions: v.exactOptional(v.array(v.string()), []),
  // A state exported before app secrets existed: the app gets a fresh one.
  app_secret: v.optional(v.pipe(v.string(), v.minLength(1)), newAppSecret),
  // A state exported before cross-app connections existed: every other app.
  cross_app_connections: v.optional(v.nullable(v.array(crossAppConnection)), null),
});
export type _AppRecordIsStored = Assert<Same<v.InferOutput<typeof appRecordSchema>, AppRecord>>;
