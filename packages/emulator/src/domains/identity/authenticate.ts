import { invalidToken } from '../../kernel/errors.ts';
import type { IdentityRequest, UserRecord } from '../../kernel/identity.ts';
import { sessionsSlice } from './slices.ts';
import { findUser, type IdentityCore } from './users.ts';

/** `authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The user behind a valid, unexpired bearer of this app whose session is still open; else 401. */
export async function authenticate(
  core: IdentityCore,
  { appId, c }: Pick<IdentityRequest, 'appId' | 'c'>,
): Promise<UserRecord> {
  const token = bearerToken(c.req.header('authorization'));
  const claims = token === undefined ? null : await core.tokens.verifyAccessToken(token, appId);
  const session = claims ? core.slice(sessionsSlice).sessions.get(claims.sid) : undefined;
  const record = session ? findUser(core, session.user_id) : undefined;
  if (!claims || !session || !record || session.app_id !== appId || record.user.id !== claims.sub) {
    throw invalidToken();
  }
  return record;
}

/** Whether the request carries a valid session of the app (init calls: a visitor needs a captcha token, a user does not). */
export function isSignedIn(core: IdentityCore, request: Pick<IdentityRequest, 'appId' | 'c'>): Promise<boolean> {
  return authenticate(core, request).then(
    () => true,
    () => false,
  );
}
