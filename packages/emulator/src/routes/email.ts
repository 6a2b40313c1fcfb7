import { routeDomains as routes } from '@foyer/headless/contract';
import { ErrorCode, type LoginMode } from '@foyer/headless/contract';
import { validateEmail } from '@foyer/headless/core';
import { isAllowlisted, type AppRecord } from '../apps.ts';
import { toUnixSeconds } from '../clock.ts';
import { sendCode, verifyCode } from '../codes.ts';
import type { EmulatorCore } from '../core.ts';
import { ApiError, invalidData } from '../http/errors.ts';
import { optionalString, requireString } from '../http/body.ts';
import type { Handle } from '../http/handle.ts';
import { startSession } from '../sessions.ts';
import type { UserRecord } from '../state.ts';
import {
  createUser,
  emailAccount,
  findUserByEmail,
  normalizeEmail,
  toWireUser,
  userEmail,
  usersOfApp,
} from '../users.ts';

const LOGIN_MODES: readonly LoginMode[] = ['no-signup', 'login-or-sign-up'];

/** A well-formed address the app accepts, normalized; or the matching 400/403. */
function acceptedEmail(app: AppRecord, raw: string): string {
  if (validateEmail(raw) !== null) throw invalidData('Invalid email address');
  if (!app.config.email_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with email is not allowed for this app');
  }
  const address = normalizeEmail(raw);
  if (app.config.disable_plus_emails && address.includes('+')) {
    throw new ApiError(400, ErrorCode.DISALLOWED_PLUS_EMAIL, "Please enter a valid email address without a '+'.");
  }
  return address;
}

function checkAllowlist(app: AppRecord, address: string): void {
  if (app.config.allowlist_enabled && !isAllowlisted(app, address)) {
    throw new ApiError(403, ErrorCode.ALLOWLIST_REJECTED, 'This account is not on the allowlist for this app');
  }
}

function linkedToAnotherUser(): ApiError {
  return new ApiError(400, ErrorCode.LINKED_TO_ANOTHER_USER, 'This account has already been linked to another user.');
}

function notLinked(): ApiError {
  return new ApiError(400, ErrorCode.LINKED_ACCOUNT_NOT_FOUND, 'This email address is not linked to the user.');
}

export function registerEmailRoutes(handle: Handle, core: EmulatorCore): void {
  const nowSeconds = () => toUnixSeconds(core.clock.now());

  handle(routes.email.init, ({ body, appId, app }) => {
    const address = acceptedEmail(app, requireString(body, 'email'));
    sendCode(core, appId, 'email', address);
    return { success: true };
  });

  handle(routes.email.authenticate, ({ body, appId, app }) => {
    const address = acceptedEmail(app, requireString(body, 'email'));
    const code = requireString(body, 'code');
    const mode = optionalString(body, 'mode') ?? 'login-or-sign-up';
    if (!LOGIN_MODES.includes(mode as LoginMode)) throw invalidData('`mode` must be no-signup or login-or-sign-up');
    verifyCode(core, appId, 'email', address, code);

    const existing = findUserByEmail(core.state, appId, address);
    if (existing) {
      checkAllowlist(app, address);
      const account = userEmail(existing.user);
      if (account) account.latest_verified_at = nowSeconds();
      return startSession(core, existing, false);
    }
    if (mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
    checkAllowlist(app, address);
    if (app.max_users !== null && usersOfApp(core.state, appId).length >= app.max_users) {
      throw new ApiError(
        403,
        ErrorCode.USER_LIMIT_REACHED,
        'This application has reached its user limit and cannot sign in new users.',
      );
    }
    return startSession(core, createUser(core, appId, { email: address }), true);
  });

  handle(routes.email.link, async ({ body, appId, app, auth }) => {
    const { record } = await auth();
    const address = acceptedEmail(app, requireString(body, 'email'));
    const code = requireString(body, 'code');
    if (userEmail(record.user)) {
      throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'User already has an account of type email linked.');
    }
    verifyCode(core, appId, 'email', address, code);
    if (findUserByEmail(core.state, appId, address)) throw linkedToAnotherUser();
    record.user.linked_accounts.push(emailAccount(address, nowSeconds()));
    return toWireUser(record);
  });

  handle(routes.email.update, async ({ body, appId, app, auth }) => {
    const { record } = await auth();
    const oldAddress = normalizeEmail(requireString(body, 'oldAddress'));
    const newAddress = acceptedEmail(app, requireString(body, 'newAddress'));
    const code = requireString(body, 'code');
    const account = record.user.linked_accounts.find((a) => a.type === 'email' && a.address === oldAddress);
    if (!account || account.type !== 'email') throw notLinked();
    verifyCode(core, appId, 'email', newAddress, code);
    const owner: UserRecord | undefined = findUserByEmail(core.state, appId, newAddress);
    if (owner && owner !== record) throw linkedToAnotherUser();
    Object.assign(account, emailAccount(newAddress, nowSeconds()));
    return toWireUser(record);
  });

  handle(routes.email.unlink, async ({ body, auth }) => {
    const { record } = await auth();
    const address = normalizeEmail(requireString(body, 'address'));
    const accounts = record.user.linked_accounts;
    const index = accounts.findIndex((a) => a.type === 'email' && a.address === address);
    if (index === -1) throw notLinked();
    if (accounts.length === 1) {
      throw new ApiError(400, ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT, 'Cannot unlink the only account of a user.');
    }
    accounts.splice(index, 1);
    return toWireUser(record);
  });
}
