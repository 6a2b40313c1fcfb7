import type { WireAppConfig, WireAuthResponse, WireUser } from '@foyer/headless';

/**
 * A tiny in-memory stand-in for the provider API, enough for the e-mail slice: app config,
 * passwordless init/authenticate, analytics. For View-level and modal tests and the connected
 * Storybook stories, where the real emulator (Node) is not available. Not exported by the package.
 */
export const FAKE_APP_ID = 'foyer-fake-app-0000000001';
export const FAKE_CODE = '123456';

export interface FakeResponse {
  status: number;
  body: unknown;
}

export interface FakeApiOptions {
  appId?: string;
  config?: Partial<WireAppConfig>;
  /** The only code that logs in. */
  code?: string;
  /** Per path: answer with this instead, `times` times (default: always). */
  faults?: Record<string, FakeResponse & { times?: number }>;
  /** Delay of every answer, in ms. */
  delayMs?: number;
}

export function fakeAppConfig(id: string, overrides: Partial<WireAppConfig> = {}): WireAppConfig {
  const off = false as const;
  return {
    id,
    name: 'Fake App',
    logo_url: null,
    icon_url: null,
    terms_and_conditions_url: null,
    privacy_policy_url: null,
    accent_color: null,
    wallet_connect_cloud_project_id: null,
    custom_api_url: null,
    require_users_accept_terms: false,
    theme: 'light',
    show_wallet_login_first: off,
    wallet_auth: off,
    email_auth: true,
    sms_auth: off,
    google_oauth: off,
    twitter_oauth: off,
    discord_oauth: off,
    github_oauth: off,
    spotify_oauth: off,
    instagram_oauth: off,
    tiktok_oauth: off,
    line_oauth: off,
    linkedin_oauth: off,
    apple_oauth: off,
    farcaster_auth: off,
    passkey_auth: off,
    passkeys_for_signup_enabled: off,
    telegram_auth: off,
    guest_auth: off,
    solana_wallet_auth: off,
    custom_jwt_auth: off,
    disable_plus_emails: off,
    allowlist_enabled: off,
    enforce_wallet_uis: off,
    legacy_wallet_ui_config: off,
    fiat_on_ramp_enabled: off,
    captcha_enabled: off,
    twitter_oauth_on_mobile_enabled: off,
    farcaster_link_wallets_enabled: off,
    whatsapp_enabled: off,
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
    verification_key: 'fake',
    ...overrides,
  };
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT-shaped token: the kit only reads its claims. */
function fakeToken(appId: string, userId: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: userId, aid: appId, exp })}.fake`;
}

export function createFakeApi(options: FakeApiOptions = {}) {
  const appId = options.appId ?? FAKE_APP_ID;
  const code = options.code ?? FAKE_CODE;
  const faults = new Map(Object.entries(options.faults ?? {}));
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const users = new Map<string, WireUser>();

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function answer(method: string, path: string, body: Record<string, unknown>): FakeResponse {
    if (method === 'GET' && path === `/api/v1/apps/${appId}`) {
      return { status: 200, body: fakeAppConfig(appId, options.config) };
    }
    if (path === '/api/v1/analytics_events') return { status: 200, body: null };
    if (path === '/api/v1/passwordless/init') return { status: 200, body: { success: true } };
    if (path === '/api/v1/passwordless/authenticate') {
      if (body.code !== code) {
        return { status: 422, body: { error: 'Invalid or expired verification code', code: 'invalid_credentials' } };
      }
      const email = String(body.email);
      const isNewUser = !users.has(email);
      const now = Math.floor(Date.now() / 1000);
      const user: WireUser = users.get(email) ?? {
        id: `did:privy:fake-${users.size + 1}`,
        created_at: now,
        linked_accounts: [
          {
            type: 'email',
            address: email,
            verified_at: now,
            first_verified_at: now,
            latest_verified_at: now,
          },
        ],
        mfa_methods: [],
        has_accepted_terms: false,
        is_guest: false,
      };
      users.set(email, user);
      const response: WireAuthResponse = {
        user,
        token: fakeToken(appId, user.id),
        refresh_token: 'fake-refresh',
        identity_token: null,
        is_new_user: isNewUser,
        session_update_action: 'set',
      };
      return { status: 200, body: response };
    }
    if (path === '/api/v1/sessions/logout') return { status: 200, body: {} };
    return { status: 404, body: { error: `No fake for ${method} ${path}` } };
  }

  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method, path: url.pathname, body });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const fault = faults.get(url.pathname);
    if (fault) {
      if (fault.times !== undefined && --fault.times <= 0) faults.delete(url.pathname);
      return json(fault.status, fault.body);
    }
    const { status, body: out } = answer(method, url.pathname, body);
    return json(status, out);
  };

  return { appId, apiUrl: 'https://fake.foyer.test', fetch: fetchImpl, calls };
}
