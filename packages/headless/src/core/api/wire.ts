/**
 * Wire shapes of the provider API (reference/provider-api.md §4, §7), snake_case exactly as sent.
 * The SDK maps them to camelCase for apps (see core/user.ts, core/config/appConfig.ts).
 */

export type LoginMode = 'no-signup' | 'login-or-sign-up';
export type SessionUpdateAction = 'set' | 'ignore' | 'clear';
export type MfaMethod = 'sms' | 'totp' | 'passkey';
/** The social providers (reference §5.4). Their app-config switches are `<provider>_oauth`, their accounts `<provider>_oauth`. */
export const oauthProviders = [
  'google',
  'twitter',
  'discord',
  'github',
  'spotify',
  'instagram',
  'tiktok',
  'line',
  'linkedin',
  'apple',
] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

interface VerifiedAt {
  /** Unix seconds. */
  verified_at: number;
  first_verified_at: number | null;
  latest_verified_at: number | null;
}

export interface WireEmailAccount extends VerifiedAt {
  type: 'email';
  address: string;
}
export interface WirePhoneAccount extends VerifiedAt {
  type: 'phone';
  phoneNumber: string;
  number?: string;
}
export interface WireWalletAccount extends VerifiedAt {
  type: 'wallet';
  address: string;
  chain_type: 'ethereum' | 'solana';
  chain_id?: string;
  wallet_client: string;
  wallet_client_type?: string;
  connector_type?: string;
  id?: string | null;
  imported?: boolean;
  delegated?: boolean;
  wallet_index?: number;
  recovery_method?: string;
  public_key?: string;
}
export interface WireOAuthAccount extends VerifiedAt {
  type: `${OAuthProvider}_oauth`;
  subject: string;
  email?: string | null;
  name?: string | null;
  username?: string | null;
  profile_picture_url?: string | null;
  vanity_name?: string | null;
}
export interface WirePasskeyAccount extends VerifiedAt {
  type: 'passkey';
  credential_id: string;
  enrolled_in_mfa: boolean;
  authenticator_name?: string;
  created_with_browser?: string;
  created_with_os?: string;
  created_with_device?: string;
}
export interface WireCustomAccount extends VerifiedAt {
  type: 'custom_auth';
  custom_user_id: string;
}
export interface WireFarcasterAccount extends VerifiedAt {
  type: 'farcaster';
  fid: number;
  owner_address: string;
  username?: string;
  display_name?: string;
  bio?: string;
  profile_picture_url?: string;
  homepage_url?: string;
  signer_public_key?: string;
}
export interface WireTelegramAccount extends VerifiedAt {
  type: 'telegram';
  telegram_user_id: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
}
/** The smart account types of the reference (§3.13); the emulator runs `light_account`. */
export const smartWalletTypes = [
  'safe',
  'kernel',
  'biconomy',
  'light_account',
  'coinbase_smart_wallet',
  'thirdweb',
] as const;
export interface WireSmartWalletAccount extends VerifiedAt {
  type: 'smart_wallet';
  address: string;
  smart_wallet_type: (typeof smartWalletTypes)[number];
}
export interface WireCrossAppAccount extends VerifiedAt {
  type: 'cross_app';
  subject: string;
  provider_app_id: string;
  embedded_wallets: { address: string }[];
  smart_wallets: { address: string }[];
}

export type WireLinkedAccount =
  | WireEmailAccount
  | WirePhoneAccount
  | WireWalletAccount
  | WireSmartWalletAccount
  | WireOAuthAccount
  | WirePasskeyAccount
  | WireCustomAccount
  | WireFarcasterAccount
  | WireTelegramAccount
  | WireCrossAppAccount;

export interface WireUser {
  id: string;
  /** Unix seconds. */
  created_at: number;
  linked_accounts: WireLinkedAccount[];
  mfa_methods: { type: MfaMethod; verified_at: number }[];
  has_accepted_terms: boolean;
  is_guest: boolean;
  custom_metadata?: Record<string, string | number | boolean>;
}

/** The provider's OAuth tokens of one login or link (reference §7.3): one object, not a list. */
export interface WireOAuthTokens {
  provider: string;
  access_token: string;
  access_token_expires_in_seconds?: number;
  refresh_token?: string;
  refresh_token_expires_in_seconds?: number;
  scopes?: string[];
}

/** `AuthenticatedUser`: what every authenticate and refresh call returns. */
export interface WireAuthResponse {
  user: WireUser | null;
  token: string | null;
  privy_access_token?: string | null;
  refresh_token: string | null;
  identity_token?: string | null;
  is_new_user?: boolean;
  oauth_tokens?: WireOAuthTokens;
  session_update_action: SessionUpdateAction;
}

export interface WireAllowlistConfig {
  error_title: string | null;
  error_detail: string | null;
  cta_text: string | null;
  cta_link: string | null;
}

export interface WireTelegramAuthConfig {
  bot_id: string;
  bot_name: string;
  link_enabled: boolean;
  seamless_auth_enabled: boolean;
}

export type CreateOnLogin = 'users-without-wallets' | 'all-users' | 'off';

export interface WireEmbeddedWalletConfig {
  create_on_login: CreateOnLogin;
  ethereum: { create_on_login: CreateOnLogin };
  solana: { create_on_login: CreateOnLogin };
  user_owned_recovery_options: ('user-passcode' | 'google-drive' | 'icloud')[];
  require_user_owned_recovery_on_create?: boolean;
  require_user_password_on_create?: boolean;
  mode: 'legacy-embedded-wallets-only' | 'user-controlled-server-wallets-only';
}

export interface WireFundingConfig {
  default_recommended_currency: { chain: string; asset?: string };
  default_recommended_amount: string;
  methods: ('moonpay' | 'coinbase-onramp' | 'external')[];
  options: { method: string; provider: string }[];
  prompt_funding_on_wallet_creation: boolean;
  cross_chain_bridging_enabled: boolean;
}

/** GET /api/v1/apps/:app_id (reference §7.1). */
export interface WireAppConfig {
  id: string;
  name: string;
  logo_url: string | null;
  icon_url: string | null;
  terms_and_conditions_url: string | null;
  privacy_policy_url: string | null;
  accent_color: string | null;
  wallet_connect_cloud_project_id: string | null;
  custom_api_url: string | null;
  require_users_accept_terms: boolean | null;
  theme: string;
  show_wallet_login_first: boolean;
  wallet_auth: boolean;
  email_auth: boolean;
  sms_auth: boolean;
  google_oauth: boolean;
  twitter_oauth: boolean;
  discord_oauth: boolean;
  github_oauth: boolean;
  spotify_oauth: boolean;
  instagram_oauth: boolean;
  tiktok_oauth: boolean;
  line_oauth: boolean;
  linkedin_oauth: boolean;
  apple_oauth: boolean;
  farcaster_auth: boolean;
  passkey_auth: boolean;
  passkeys_for_signup_enabled: boolean;
  telegram_auth: boolean;
  guest_auth: boolean;
  solana_wallet_auth: boolean;
  custom_jwt_auth: boolean;
  disable_plus_emails: boolean;
  allowlist_enabled: boolean;
  enforce_wallet_uis: boolean;
  legacy_wallet_ui_config: boolean;
  fiat_on_ramp_enabled: boolean;
  captcha_enabled: boolean;
  twitter_oauth_on_mobile_enabled: boolean;
  farcaster_link_wallets_enabled: boolean;
  whatsapp_enabled: boolean;
  allowed_domains: string[];
  allowed_native_app_ids: string[];
  allowed_native_app_url_schemes: string[];
  allowlist_config: WireAllowlistConfig;
  embedded_wallet_config: WireEmbeddedWalletConfig;
  mfa_methods: MfaMethod[];
  captcha_site_key?: string;
  verification_key: string;
  telegram_auth_config?: WireTelegramAuthConfig;
  funding_config?: WireFundingConfig;
  max_linked_wallets_per_user: number | null;
}

export interface WireSuccess {
  success: boolean;
}

/**
 * The provider's error body (reference §4), shared by the client (which reads it) and the emulator
 * (which writes it). `data` rides on some codes (account transfer).
 */
export interface ApiErrorBody {
  error: string;
  code?: string;
  cause?: string;
  data?: unknown;
}

/** A wallet's client as the transfer of an external wallet names it (spec §3 'externalWalletMetadata'). */
export interface WireExternalWalletMetadata {
  chainId: string;
  walletClientType: string;
  connectorType: string;
}

/** Reference §5.4: what an OAuth provider said of the account (a transfer's `userInfo`). */
export interface WireOAuthUserInfo {
  subject: string;
  name?: string;
  username?: string;
  profilePictureUrl?: string;
  email?: string;
  vanityName?: string;
}

/** Reference §5.6 `telegram_auth_result`. */
export interface WireTelegramAuthResult {
  id: number;
  first_name: string;
  auth_date: number;
  hash: string;
  username?: string;
  last_name?: string;
  photo_url?: string;
}

/** Reference §5.6 `telegram_web_app_data`. */
export interface WireTelegramWebAppData {
  query_id?: string;
  auth_date: number;
  hash: string;
  /** JSON of the Telegram user. */
  user: string;
  chat_instance?: string;
  chat_type?: string;
  start_param?: string;
  signature?: string;
}

/**
 * Reference §4: the `data` of an `account_transfer_required` error. The account is held by another
 * user; `nonce` (single use, bound to the account and the caller) lets the caller take it over
 * through the type's `/transfer` route, which deletes the other user.
 */
export interface WireAccountTransferData {
  nonce: string;
  subject: string;
  otherUser: {
    embeddedWalletAddress: string | null;
    farcasterEmbeddedAddress?: string | null;
    oAuthUserInfo?: WireOAuthUserInfo;
  };
  account: { displayName: string | null };
}
