import type { WireAuthResponse } from '../api/wire.ts';
import { STORAGE_KEY } from '../constants.ts';
import { type ApiError, isFoyerError } from '../errors/FoyerError.ts';
import type { FoyerStorage } from '../storage.ts';
import type { SessionTokens } from '../store/atoms.ts';
import { sessionIdOf } from './jwt.ts';

/** The session's tokens as stored, compared and classified: pure helpers of the session's parts. */

export const storageKeys: Record<keyof SessionTokens, string> = {
  token: STORAGE_KEY.token,
  providerToken: STORAGE_KEY.providerToken,
  refreshToken: STORAGE_KEY.refreshToken,
  identityToken: STORAGE_KEY.identityToken,
};
export const sessionKeys = new Set(Object.values(storageKeys));

export const bearerOf = (t: SessionTokens) => t.providerToken ?? t.token;
export const hasCredentials = (t: SessionTokens) => Boolean(t.token || t.providerToken || t.refreshToken);
/** The same credentials: nobody has refreshed, logged in or out since `b` was read. */
export const sameCredentials = (a: SessionTokens, b: SessionTokens) =>
  a.token === b.token && a.providerToken === b.providerToken && a.refreshToken === b.refreshToken;
export const sameTokens = (a: SessionTokens, b: SessionTokens) =>
  sameCredentials(a, b) && a.identityToken === b.identityToken;
/** Tokens of one server session: the same `sid` (a refresh keeps it), else the same credentials. */
export function sameSession(a: SessionTokens, b: SessionTokens): boolean {
  const [sa, sb] = [sessionIdOf(bearerOf(a)), sessionIdOf(bearerOf(b))];
  return sa !== null && sb !== null ? sa === sb : sameCredentials(a, b);
}

/**
 * The provider itself rejected the credentials: its error body says `missing_or_invalid_token`.
 * A bare 401 (a proxy's HTML page, an empty body) says nothing about the session and ends nothing.
 */
export function rejectsCredentials(error: unknown): boolean {
  return isFoyerError(error) && error.kind === 'api' && (error as ApiError).body?.code === 'missing_or_invalid_token';
}

/** Failures after which the server may have rotated the token without this tab hearing the reply. */
export const replyMayBeLost = (error: unknown) =>
  isFoyerError(error) && (error.kind === 'timeout' || error.kind === 'network');

/**
 * Writes an auth response's tokens where the kit reads its session at start, so a test (or a page
 * handed a session by its server) starts logged in: `persistSession(storage, await createSession(userId))`.
 */
export function persistSession(
  storage: FoyerStorage,
  response: Pick<WireAuthResponse, 'token' | 'refresh_token'> & Partial<WireAuthResponse>,
): void {
  writeStorage(storage, {
    token: response.token,
    providerToken: response.privy_access_token ?? null,
    refreshToken: response.refresh_token,
    identityToken: response.identity_token ?? null,
  });
}

export function writeStorage(storage: FoyerStorage, tokens: SessionTokens): void {
  for (const [name, key] of Object.entries(storageKeys) as [keyof SessionTokens, string][]) {
    const value = tokens[name];
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  }
}
