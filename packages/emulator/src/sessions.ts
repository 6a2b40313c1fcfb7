import type { WireAuthResponse } from '@foyer/headless/contract';
import { REFRESH_TOKEN_TTL_MS } from './constants.ts';
import type { EmulatorCore } from './core.ts';
import { invalidToken } from './http/errors.ts';
import { randomId, randomToken } from './random.ts';
import type { SessionRecord, UserRecord } from './state.ts';
import { toWireUser } from './users.ts';

export interface Authenticated {
  record: UserRecord;
  session: SessionRecord;
}

/** `authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

function issueRefreshToken(core: EmulatorCore, sessionId: string): string {
  const token = randomToken(32);
  core.state.refreshTokens.set(token, {
    token,
    session_id: sessionId,
    expires_at: core.clock.now() + REFRESH_TOKEN_TTL_MS,
  });
  return token;
}

async function authResponse(
  core: EmulatorCore,
  session: SessionRecord,
  record: UserRecord,
  refreshToken: string,
  isNewUser: boolean,
): Promise<WireAuthResponse> {
  const user = toWireUser(record);
  const token = await core.tokens.signAccessToken({ appId: session.app_id, userId: user.id, sessionId: session.id });
  const identityToken = await core.tokens.signIdentityToken({
    appId: session.app_id,
    userId: user.id,
    linkedAccounts: user.linked_accounts,
  });
  return {
    user,
    token,
    privy_access_token: null,
    refresh_token: refreshToken,
    identity_token: identityToken,
    is_new_user: isNewUser,
    session_update_action: 'set',
  };
}

/** A new session for a user who just logged in: access, identity and refresh tokens. */
export function startSession(core: EmulatorCore, record: UserRecord, isNewUser: boolean): Promise<WireAuthResponse> {
  const session: SessionRecord = {
    id: randomId('ses'),
    app_id: record.app_id,
    user_id: record.user.id,
    created_at: core.clock.now(),
  };
  core.state.sessions.set(session.id, session);
  return authResponse(core, session, record, issueRefreshToken(core, session.id), isNewUser);
}

function endSessionById(core: EmulatorCore, sessionId: string): void {
  core.state.sessions.delete(sessionId);
  for (const [token, record] of core.state.refreshTokens) {
    if (record.session_id === sessionId) core.state.refreshTokens.delete(token);
  }
}

/**
 * Rotates a refresh token: the old one stops working, the reply carries a new one. The bearer, when
 * sent, may be expired but must be ours and belong to the same session.
 */
export async function refreshSession(
  core: EmulatorCore,
  appId: string,
  refreshToken: string | undefined,
  bearer: string | undefined,
): Promise<WireAuthResponse> {
  const { state, clock } = core;
  const stored = refreshToken === undefined ? undefined : state.refreshTokens.get(refreshToken);
  if (!refreshToken || !stored) throw invalidToken();
  const session = state.sessions.get(stored.session_id);
  const record = session && state.users.get(session.user_id);
  if (!session || !record || session.app_id !== appId) throw invalidToken();
  if (stored.expires_at <= clock.now()) {
    state.refreshTokens.delete(refreshToken);
    throw invalidToken();
  }
  if (bearer !== undefined) {
    const claims = await core.tokens.verifyAccessToken(bearer, appId, { allowExpired: true });
    if (!claims || claims.sid !== session.id) throw invalidToken();
  }
  // Single use: checked and consumed with no await in between, so two concurrent refreshes
  // with the same token cannot both succeed.
  if (!state.refreshTokens.delete(refreshToken)) throw invalidToken();
  return authResponse(core, session, record, issueRefreshToken(core, session.id), false);
}

/** Ends the session named by the refresh token (or, failing that, by the bearer). Never fails. */
export async function endSession(
  core: EmulatorCore,
  appId: string,
  refreshToken: string | undefined,
  bearer: string | undefined,
): Promise<void> {
  const stored = refreshToken === undefined ? undefined : core.state.refreshTokens.get(refreshToken);
  if (stored) {
    const session = core.state.sessions.get(stored.session_id);
    if (!session || session.app_id === appId) endSessionById(core, stored.session_id);
    return;
  }
  if (bearer !== undefined) {
    const claims = await core.tokens.verifyAccessToken(bearer, appId, { allowExpired: true });
    if (claims) endSessionById(core, claims.sid);
  }
}

/** The user behind a valid, unexpired bearer of this app whose session is still open; else 401. */
export async function authenticate(
  core: EmulatorCore,
  appId: string,
  authorization: string | undefined,
): Promise<Authenticated> {
  const token = bearerToken(authorization);
  const claims = token === undefined ? null : await core.tokens.verifyAccessToken(token, appId);
  const session = claims ? core.state.sessions.get(claims.sid) : undefined;
  const record = session ? core.state.users.get(session.user_id) : undefined;
  if (!claims || !session || !record || session.app_id !== appId || record.user.id !== claims.sub) {
    throw invalidToken();
  }
  return { record, session };
}
