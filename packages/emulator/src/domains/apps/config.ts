import type { AppRecord, StoredAppConfig } from '../../kernel/app.ts';
import { randomToken } from '../../kernel/random.ts';

/** The app every instance serves, so `npm start` and tests work with no seeding. 25 characters. */
export const DEFAULT_APP_ID = 'foyer-demo-app-0000000001';

/** A full, valid config with e-mail login on and everything else off or neutral (reference §7.1). */
export function defaultAppConfig(id: string = DEFAULT_APP_ID): StoredAppConfig {
  return {
    id,
    name: 'Foyer Demo',
    logo_url: null,
    icon_url: null,
    terms_and_conditions_url: null,
    privacy_policy_url: null,
    accent_color: null,
    wallet_connect_cloud_project_id: null,
    custom_api_url: null,
    require_users_accept_terms: false,
    theme: 'light',
    show_wallet_login_first: false,
    wallet_auth: false,
    email_auth: true,
    sms_auth: false,
    google_oauth: false,
    twitter_oauth: false,
    discord_oauth: false,
    github_oauth: false,
    spotify_oauth: false,
    instagram_oauth: false,
    tiktok_oauth: false,
    line_oauth: false,
    linkedin_oauth: false,
    apple_oauth: false,
    farcaster_auth: false,
    passkey_auth: false,
    passkeys_for_signup_enabled: false,
    telegram_auth: false,
    guest_auth: false,
    solana_wallet_auth: false,
    custom_jwt_auth: false,
    disable_plus_emails: false,
    allowlist_enabled: false,
    enforce_wallet_uis: false,
    legacy_wallet_ui_config: false,
    fiat_on_ramp_enabled: false,
    captcha_enabled: false,
    twitter_oauth_on_mobile_enabled: false,
    farcaster_link_wallets_enabled: false,
    whatsapp_enabled: false,
    allowed_domains: [],
    allowed_native_app_ids: [],
    allowed_native_app_url_schemes: [],
    allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null },
    embedded_wallet_config: {
      create_on_login: 'off',
      ethereum: { create_on_login: 'off' },
      solana: { create_on_login: 'off' },
      user_owned_recovery_options: ['user-passcode'],
      require_user_owned_recovery_on_create: false,
      require_user_password_on_create: false,
      mode: 'legacy-embedded-wallets-only',
    },
    mfa_methods: [],
    max_linked_wallets_per_user: null,
  };
}

export function defaultAppRecord(id: string = DEFAULT_APP_ID): AppRecord {
  return {
    config: defaultAppConfig(id),
    max_users: null,
    allowlist: [],
    sms_unsupported_regions: [],
    app_secret: newAppSecret(),
    cross_app_connections: null,
  };
}

/** A fresh app secret for the wallet API (32 random bytes, base64url). */
export const newAppSecret = (): string => randomToken(32);
