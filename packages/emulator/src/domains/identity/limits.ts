import { REFRESH_COOKIE_DAYS } from '@foyer/headless/contract';

/** A refresh token (and its cookie) lasts as long as the client's refresh cookie: 30 days. */
export const REFRESH_TOKEN_TTL_MS = REFRESH_COOKIE_DAYS * 24 * 60 * 60 * 1000;

/**
 * A refresh token presented again this soon after it was exchanged gets the same new pair again
 * (the first reply may have been lost). Later, or once that pair was itself used, the reuse revokes
 * the whole session (refresh-token reuse detection).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
