import { TOKEN_EXPIRY_MARGIN_MS } from '../constants.ts';

export interface TokenClaims {
  sub?: string;
  exp?: number;
  iss?: string;
  aud?: string | string[];
  aid?: string;
  sid?: string;
}

/** Reads a JWT's claims without verifying it (the server verifies); null when it is not a JWT. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Expired, or within 30 s of expiring (spec 000 §4). Tokens without `exp` count as expired. */
export function isExpired(token: string, now: number, marginMs = TOKEN_EXPIRY_MARGIN_MS): boolean {
  const exp = decodeClaims(token)?.exp;
  return typeof exp !== 'number' || exp * 1000 - marginMs <= now;
}

/** The app id a token was issued for: claim `aid`, else `aud`. */
export function appIdOf(token: string): string | null {
  const claims = decodeClaims(token);
  if (!claims) return null;
  if (typeof claims.aid === 'string') return claims.aid;
  return Array.isArray(claims.aud) ? (claims.aud[0] ?? null) : (claims.aud ?? null);
}

/** The server session a token belongs to (claim `sid`; rotation keeps it); null when absent. */
export function sessionIdOf(token: string | null): string | null {
  const sid = token ? decodeClaims(token)?.sid : undefined;
  return typeof sid === 'string' ? sid : null;
}

/** The user a token was issued to (claim `sub`); null when absent. */
export function subjectOf(token: string | null): string | null {
  const sub = token ? decodeClaims(token)?.sub : undefined;
  return typeof sub === 'string' ? sub : null;
}
