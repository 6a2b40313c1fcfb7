/** Business constants (spec 000 §9). Shared by the client, the emulator and the UI. */
export const SDK_VERSION = '2.18.1';
export const CLIENT_VERSION = `react-auth:${SDK_VERSION}`;

/** The hosted provider's API; apps point `apiUrl` at the emulator for local work. */
export const DEFAULT_API_URL = 'https://auth.privy.io';

export const API_TIMEOUT_MS = 20_000;
export const API_RETRIES = 3;
export const API_RETRY_DELAY_MS = 500;
export const API_RETRY_FACTOR = 3;
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 500, 502, 503, 504]);
/** Default `tokenTimeoutMs`: the longest `getAccessToken()` waits for the refresh it needs, retries included. */
export const TOKEN_TIMEOUT_MS = 30_000;
/** The longest delay a timer can wait: past it, `setTimeout` fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** An access token counts as expired this long before its `exp`. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const REFRESH_COOKIE_DAYS = 30;

export const APP_ID_LENGTH = 25;
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_MS = 30_000;
/** A wrong code shakes the boxes; this long after, they clear and refocus (spec §2, §9). */
export const WRONG_CODE_RESET_MS = 1_400;
export const LOGIN_MESSAGE_MAX_LENGTH = 100;
export const MAX_PRIMARY_LOGIN_METHODS = 4;
export const CAPTCHA_SITE_KEY_PREFIX = 't:';

/** Request headers (reference §4). */
export const HEADER = {
  appId: 'privy-app-id',
  clientId: 'privy-client-id',
  client: 'privy-client',
  analyticsId: 'privy-ca-id',
  ui: 'privy-ui',
} as const;

/** Storage keys. */
export const STORAGE_KEY = {
  token: 'foyer:token',
  providerToken: 'foyer:pat',
  refreshToken: 'foyer:refresh_token',
  identityToken: 'foyer:id_token',
  analyticsId: 'foyer:caid',
  /** The last login per app (`core/recent.ts`): method, account type, wallet client, chain. */
  recentLogin: 'foyer:recent_login',
} as const;
