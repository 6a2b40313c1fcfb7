import type { WireAuthResponse } from '@foyer/headless/contract';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { decodeJwt } from 'jose';
import { REFRESH_TOKEN_TTL_MS } from './limits.ts';

/**
 * Server-cookie (HttpOnly) session mode: the cookies the client would otherwise write itself
 * (reference §4), set by the server instead, plus the refresh token, which page scripts never see.
 */
export const SESSION_COOKIE = {
  /** HttpOnly; the refresh call reads it when the body has no `refresh_token`. */
  refreshToken: 'privy-refresh-token',
  /** HttpOnly; the access token, for the app's own server. Expires with the token. */
  accessToken: 'privy-token',
  /** HttpOnly; the identity token. Expires with the token. */
  identityToken: 'privy-id-token',
  /** Readable by scripts (`t`): tells the page that a session can be restored with a refresh. */
  session: 'privy-session',
} as const;

const REFRESH_MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_MS / 1000;

/** `Secure` only over https, so the demo keeps working on http://127.0.0.1. */
function baseOptions(c: Context) {
  return { path: '/', sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' } as const;
}

/** Seconds until a JWT's `exp` by the emulator clock (at least 0). */
function secondsLeft(jwt: string, nowMs: number): number {
  const { exp } = decodeJwt(jwt);
  return Math.max(0, (exp ?? 0) - Math.floor(nowMs / 1000));
}

/** Sets the session cookies and returns the envelope without its refresh token (`refresh_token: null`). */
export function setSessionCookies(c: Context, auth: WireAuthResponse, nowMs: number): WireAuthResponse {
  const options = baseOptions(c);
  if (auth.refresh_token) {
    setCookie(c, SESSION_COOKIE.refreshToken, auth.refresh_token, {
      ...options,
      httpOnly: true,
      maxAge: REFRESH_MAX_AGE_SECONDS,
    });
    setCookie(c, SESSION_COOKIE.session, 't', { ...options, maxAge: REFRESH_MAX_AGE_SECONDS });
  }
  if (auth.token) {
    setCookie(c, SESSION_COOKIE.accessToken, auth.token, {
      ...options,
      httpOnly: true,
      maxAge: secondsLeft(auth.token, nowMs),
    });
  }
  if (auth.identity_token) {
    const maxAge = secondsLeft(auth.identity_token, nowMs);
    setCookie(c, SESSION_COOKIE.identityToken, auth.identity_token, { ...options, httpOnly: true, maxAge });
  }
  return { ...auth, refresh_token: null };
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE.refreshToken);
}

/** Expires every session cookie (logout, or a refresh that failed). */
export function clearSessionCookies(c: Context): void {
  for (const name of Object.values(SESSION_COOKIE)) deleteCookie(c, name, baseOptions(c));
}
