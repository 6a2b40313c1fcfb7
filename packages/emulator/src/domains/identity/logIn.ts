import { ErrorCode, type WireAuthResponse, type WireLinkedAccount } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { IdentityRequest, LogInOptions, UserRecord } from '../../kernel/identity.ts';
import { isAllowlisted, usesSessionCookies } from '../apps/index.ts';
import { setSessionCookies } from './cookies.ts';
import { accountKey } from './linkedAccounts.ts';
import { openSession } from './sessions.ts';
import { findAccountOwner, type IdentityCore, signUp } from './users.ts';

/**
 * What every login answers once it has its user: a new session, as the auth envelope, or in
 * server-cookie mode as cookies plus the envelope without its refresh token.
 */
export async function openSessionFor(
  core: IdentityCore,
  { c, app }: IdentityRequest,
  record: UserRecord,
  isNewUser: boolean,
): Promise<WireAuthResponse> {
  const auth = await openSession(core, record, isNewUser);
  return usesSessionCookies(app) ? setSessionCookies(c, auth, core.clock.now(record.app_id)) : auth;
}

/** An app with its allowlist on admits only the addresses it names (an entry, or its `@domain`). */
function requireAllowlisted(app: AppRecord, address: string | null): void {
  if (app.config.allowlist_enabled && !(address && isAllowlisted(app, address))) {
    throw new ApiError(403, ErrorCode.ALLOWLIST_REJECTED, 'This account is not on the allowlist for this app');
  }
}

/**
 * `Identity.logIn`: the user of the app holding `account` logs in (their copy of it verified now,
 * and with `profile` refreshed); else, unless `no-signup` (404), a new user holding it signs up.
 */
export async function logIn(
  core: IdentityCore,
  request: IdentityRequest,
  account: WireLinkedAccount,
  { mode = 'login-or-sign-up', allowlist, profile = false }: LogInOptions = {},
): Promise<WireAuthResponse> {
  const admit = () => {
    if (allowlist !== undefined) requireAllowlisted(request.app, allowlist);
  };
  const existing = findAccountOwner(core, request.appId, account);
  if (existing) {
    admit();
    const held = existing.user.linked_accounts.find((other) => accountKey(other) === accountKey(account));
    if (held && profile) {
      Object.assign(held, { ...account, verified_at: held.verified_at, first_verified_at: held.first_verified_at });
    } else if (held) {
      held.latest_verified_at = account.latest_verified_at;
    }
    return openSessionFor(core, request, existing, false);
  }
  if (mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
  admit();
  return openSessionFor(core, request, signUp(core, request, [account]), true);
}
