import type { WireAuthResponse } from '@foyer/headless/contract';
import type { Context } from 'hono';
import type { EmulatorCore } from '../../core.ts';
import { usesSessionCookies } from '../apps/apps.ts';
import type { AppRecord } from '../apps/config.ts';
import type { UserRecord } from '../users/slice.ts';
import { setSessionCookies } from './cookies.ts';
import { openSession } from './sessions.ts';

/**
 * What every login method answers once it has its user: a new session, as the auth envelope, or in
 * server-cookie mode as cookies plus the envelope without its refresh token.
 */
export async function logIn(
  core: EmulatorCore,
  request: { c: Context; app: AppRecord },
  record: UserRecord,
  isNewUser: boolean,
): Promise<WireAuthResponse> {
  const auth = await openSession(core, record, isNewUser);
  return usesSessionCookies(request.app) ? setSessionCookies(request.c, auth, core.clock.now()) : auth;
}
