import { CODE_LENGTH, REFRESH_COOKIE_DAYS } from '@foyer/headless/contract';

/** Emulator-side limits. Client-side constants (code length, cookie days) come from headless. */
export { CODE_LENGTH };

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_MS = REFRESH_COOKIE_DAYS * 24 * 60 * 60 * 1000;

/** A verification code is valid this long after it was sent. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses before a code is burned. */
export const CODE_MAX_ATTEMPTS = 5;
/** At most this many code requests per address within the window. */
export const INIT_RATE_LIMIT = 5;
export const INIT_RATE_WINDOW_MS = 60 * 1000;

export const TOKEN_ISSUER = 'privy.io';
export const USER_ID_PREFIX = 'did:privy:';

export const INVALID_CODE_MESSAGE = 'Invalid or expired verification code';
