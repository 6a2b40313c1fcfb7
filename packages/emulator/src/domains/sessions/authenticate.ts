import type { EmulatorCore } from '../../core.ts';
import { invalidToken } from '../../http/errors.ts';
import type { UserRecord } from '../users/slice.ts';
import { findUser } from '../users/users.ts';
import { type SessionRecord, sessionsSlice } from './slice.ts';

export interface Authenticated {
  record: UserRecord;
  session: SessionRecord;
}

/** `authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The user behind a valid, unexpired bearer of this app whose session is still open; else 401. */
export async function authenticate(core: EmulatorCore, appId: string, headers: Headers): Promise<Authenticated> {
  const token = bearerToken(headers.get('authorization'));
  const claims = token === undefined ? null : await core.tokens.verifyAccessToken(token, appId);
  const session = claims ? core.slice(sessionsSlice).sessions.get(claims.sid) : undefined;
  const record = session ? findUser(core, session.user_id) : undefined;
  if (!claims || !session || !record || session.app_id !== appId || record.user.id !== claims.sub) {
    throw invalidToken();
  }
  return { record, session };
}

/** Whether the request carries a valid session of the app (init calls: a visitor needs a captcha token, a user does not). */
export function isSignedIn(core: EmulatorCore, appId: string, headers: Headers): Promise<boolean> {
  return authenticate(core, appId, headers).then(
    () => true,
    () => false,
  );
}
