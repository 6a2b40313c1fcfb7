import { ErrorCode, type WireAuthResponse } from '@foyer/headless/contract';
import { ApiError, invalidToken } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { randomId, randomToken } from '../../kernel/random.ts';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './limits.ts';
import { type SessionRecord, sessionsSlice } from './slices.ts';
import { findUser, type IdentityCore, toWireUser } from './users.ts';

function issueRefreshToken(core: IdentityCore, session: SessionRecord): string {
  const token = randomToken(32);
  core.slice(sessionsSlice).refreshTokens.set(token, {
    token,
    session_id: session.id,
    expires_at: core.clock.now(session.app_id) + REFRESH_TOKEN_TTL_MS,
    rotated: null,
  });
  return token;
}

/** The auth envelope (reference §4) for a session's access and refresh tokens, with a fresh identity token. */
async function envelope(
  core: IdentityCore,
  session: SessionRecord,
  record: UserRecord,
  tokens: { access: string; refresh: string },
  isNewUser: boolean,
): Promise<WireAuthResponse> {
  const user = toWireUser(record);
  const identityToken = await core.tokens.signIdentityToken({
    appId: session.app_id,
    userId: user.id,
    linkedAccounts: user.linked_accounts,
  });
  return {
    user,
    token: tokens.access,
    privy_access_token: null,
    refresh_token: tokens.refresh,
    identity_token: identityToken,
    is_new_user: isNewUser,
    session_update_action: 'set',
  };
}

const signAccess = (core: IdentityCore, session: SessionRecord) =>
  core.tokens.signAccessToken({ appId: session.app_id, userId: session.user_id, sessionId: session.id });

/** A new session for a user: access, identity and refresh tokens. */
export async function openSession(
  core: IdentityCore,
  record: UserRecord,
  isNewUser: boolean,
): Promise<WireAuthResponse> {
  const session: SessionRecord = {
    id: randomId('ses'),
    app_id: record.app_id,
    user_id: record.user.id,
    created_at: core.clock.now(record.app_id),
  };
  core.slice(sessionsSlice).sessions.set(session.id, session);
  const access = await signAccess(core, session);
  return envelope(core, session, record, { access, refresh: issueRefreshToken(core, session) }, isNewUser);
}

/** A logged-in session for an existing user, as if they had just logged in (tests start logged in). */
export async function createSession(core: IdentityCore, userId: string): Promise<WireAuthResponse> {
  const record = findUser(core, userId);
  if (!record) throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, `No user with id ${userId}`);
  return openSession(core, record, false);
}

/** Ends every session of a user (deleted by an account transfer), with their refresh tokens. */
export function endSessionsOf(core: IdentityCore, userId: string): void {
  const { sessions, refreshTokens } = core.slice(sessionsSlice);
  for (const [id, session] of sessions) if (session.user_id === userId) sessions.delete(id);
  for (const [token, record] of refreshTokens) if (!sessions.has(record.session_id)) refreshTokens.delete(token);
}

export function endSessionById(core: IdentityCore, sessionId: string): void {
  const { sessions, refreshTokens } = core.slice(sessionsSlice);
  sessions.delete(sessionId);
  for (const [token, record] of refreshTokens) {
    if (record.session_id === sessionId) refreshTokens.delete(token);
  }
}

/**
 * Exchanges a refresh token for a new pair; the old one stops working. Presented again within
 * `REFRESH_REUSE_GRACE_MS` (and while the new pair is unused) it yields that same pair again; any
 * other reuse revokes the whole session. The bearer, when sent, may be expired but must be ours and
 * of the same session.
 */
export async function refreshSession(
  core: IdentityCore,
  appId: string,
  refreshToken: string | undefined,
  bearer: string | undefined,
): Promise<WireAuthResponse> {
  const { sessions, refreshTokens } = core.slice(sessionsSlice);
  const stored = refreshToken === undefined ? undefined : refreshTokens.get(refreshToken);
  const session = stored && sessions.get(stored.session_id);
  const record = session && findUser(core, session.user_id);
  if (!stored || !session || !record || session.app_id !== appId) throw invalidToken();
  if (stored.expires_at <= core.clock.now(appId)) {
    refreshTokens.delete(stored.token);
    throw invalidToken();
  }
  if (bearer !== undefined) {
    const claims = await core.tokens.verifyAccessToken(bearer, appId, { allowExpired: true });
    if (!claims || claims.sid !== session.id) throw invalidToken();
  }
  const access = stored.rotated ? undefined : await signAccess(core, session);
  // From here to the commit there is no await: of two concurrent exchanges, one rotates, the other replays.
  if (access === undefined || stored.rotated) {
    const { rotated } = stored;
    const successor = rotated && refreshTokens.get(rotated.refresh_token);
    if (!rotated || !successor || successor.rotated || core.clock.now(appId) - rotated.at > REFRESH_REUSE_GRACE_MS) {
      endSessionById(core, session.id);
      throw invalidToken();
    }
    return envelope(core, session, record, { access: rotated.access_token, refresh: rotated.refresh_token }, false);
  }
  const refresh = issueRefreshToken(core, session);
  stored.rotated = { at: core.clock.now(appId), refresh_token: refresh, access_token: access };
  return envelope(core, session, record, { access, refresh }, false);
}

/** Ends the session named by the refresh token (or, failing that, by the bearer). Never fails. */
export async function endSession(
  core: IdentityCore,
  appId: string,
  refreshToken: string | undefined,
  bearer: string | undefined,
): Promise<void> {
  const { sessions, refreshTokens } = core.slice(sessionsSlice);
  const stored = refreshToken === undefined ? undefined : refreshTokens.get(refreshToken);
  if (stored) {
    const session = sessions.get(stored.session_id);
    if (!session || session.app_id === appId) endSessionById(core, stored.session_id);
    return;
  }
  if (bearer !== undefined) {
    const claims = await core.tokens.verifyAccessToken(bearer, appId, { allowExpired: true });
    if (claims) endSessionById(core, claims.sid);
  }
}
