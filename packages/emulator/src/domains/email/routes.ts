import { ErrorCode, HEADER, routeDomains as routes } from '@foyer/headless/contract';
import { toUnixSeconds } from '../../clock.ts';
import { ApiError } from '../../http/errors.ts';
import type { Registry } from '../../http/registry.ts';
import { requireLinkable, transferAccount } from '../accounts/transfers.ts';
import { isAllowlisted } from '../apps/apps.ts';
import type { AppRecord } from '../apps/config.ts';
import { checkCaptchaToken } from '../captcha/tokens.ts';
import { authenticate, isSignedIn } from '../sessions/authenticate.ts';
import { logIn } from '../sessions/logIn.ts';
import { emailAccount, findUserByEmail, linkedToAnotherUser, signUp, toWireUser, userEmail } from '../users/users.ts';
import { sendCode, verifyCode } from './codes.ts';
import { emailBodies } from './schemas.ts';

/** The app takes e-mail logins for `address` (already well-formed and normalized); else 400/403. */
function checkAddressAllowed(app: AppRecord, address: string): void {
  if (!app.config.email_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with email is not allowed for this app');
  }
  if (app.config.disable_plus_emails && address.includes('+')) {
    throw new ApiError(400, ErrorCode.DISALLOWED_PLUS_EMAIL, "Please enter a valid email address without a '+'.");
  }
}

function checkAllowlist(app: AppRecord, address: string): void {
  if (app.config.allowlist_enabled && !isAllowlisted(app, address)) {
    throw new ApiError(403, ErrorCode.ALLOWLIST_REJECTED, 'This account is not on the allowlist for this app');
  }
}

function notLinked(): ApiError {
  return new ApiError(400, ErrorCode.LINKED_ACCOUNT_NOT_FOUND, 'This email address is not linked to the user.');
}

export function registerEmailRoutes({ core, route }: Registry): void {
  const nowSeconds = () => toUnixSeconds(core.clock.now());
  const user = (appId: string, c: { req: { raw: Request } }) => authenticate(core, appId, c.req.raw.headers);

  route(routes.email.init, emailBodies.init, async ({ body, appId, app, c }) => {
    // A visitor needs the captcha's token; a signed-in user (link, update) does not.
    if (body.token !== undefined || !(await isSignedIn(core, appId, c.req.raw.headers)))
      checkCaptchaToken(core, app, body.token);
    checkAddressAllowed(app, body.email);
    sendCode(core, appId, body.email, c.req.header(HEADER.analyticsId));
    return { success: true };
  });

  route(routes.email.authenticate, emailBodies.authenticate, ({ body, appId, app, c }) => {
    const { email: address, code, mode = 'login-or-sign-up' } = body;
    checkAddressAllowed(app, address);
    verifyCode(core, appId, address, code);
    const existing = findUserByEmail(core, appId, address);
    if (existing) {
      checkAllowlist(app, address);
      const account = userEmail(existing.user);
      if (account) account.latest_verified_at = nowSeconds();
      return logIn(core, { c, app }, existing, false);
    }
    if (mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
    checkAllowlist(app, address);
    const created = signUp(core, appId, app, [emailAccount(address, nowSeconds())], nowSeconds());
    return logIn(core, { c, app }, created, true);
  });

  route(routes.email.link, emailBodies.link, async ({ body, appId, app, c }) => {
    const { record } = await user(appId, c);
    checkAddressAllowed(app, body.email);
    if (userEmail(record.user)) {
      throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'User already has an account of type email linked.');
    }
    verifyCode(core, appId, body.email, body.code);
    const account = emailAccount(body.email, nowSeconds());
    requireLinkable(core, record, account);
    record.user.linked_accounts.push(account);
    return toWireUser(record);
  });

  route(routes.email.update, emailBodies.update, async ({ body, appId, app, c }) => {
    const { record } = await user(appId, c);
    checkAddressAllowed(app, body.newAddress);
    const account = record.user.linked_accounts.find((a) => a.type === 'email' && a.address === body.oldAddress);
    if (account?.type !== 'email') throw notLinked();
    verifyCode(core, appId, body.newAddress, body.code);
    const owner = findUserByEmail(core, appId, body.newAddress);
    if (owner && owner !== record) throw linkedToAnotherUser();
    Object.assign(account, emailAccount(body.newAddress, nowSeconds()));
    return toWireUser(record);
  });

  route(routes.email.unlink, emailBodies.unlink, async ({ body, appId, c }) => {
    const { record } = await user(appId, c);
    const accounts = record.user.linked_accounts;
    const index = accounts.findIndex((a) => a.type === 'email' && a.address === body.address);
    if (index === -1) throw notLinked();
    if (accounts.length === 1) {
      throw new ApiError(400, ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT, 'Cannot unlink the only account of a user.');
    }
    accounts.splice(index, 1);
    return toWireUser(record);
  });

  route(routes.accounts.transferEmail, emailBodies.transfer, async ({ body, appId, c }) => {
    const { record } = await user(appId, c);
    return transferAccount(core, record, body.nonce, (key) => key === `email:${body.email}`);
  });
}
