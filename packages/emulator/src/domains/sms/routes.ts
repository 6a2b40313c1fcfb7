import { ErrorCode, HEADER, routeDomains as routes, type WirePhoneAccount } from '@foyer/headless/contract';
import { toUnixSeconds } from '../../clock.ts';
import { ApiError } from '../../http/errors.ts';
import type { Registry } from '../../http/registry.ts';
import { requireLinkable } from '../accounts/transfers.ts';
import { isAllowlisted } from '../apps/apps.ts';
import type { AppRecord } from '../apps/config.ts';
import { checkCaptchaToken } from '../captcha/tokens.ts';
import { type CodeVia, sendCode, verifyCode } from '../email/codes.ts';
import { authenticate, isSignedIn } from '../sessions/authenticate.ts';
import { logIn } from '../sessions/logIn.ts';
import type { UserRecord } from '../users/slice.ts';
import { findAccountOwner, linkedToAnotherUser, signUp, toWireUser } from '../users/users.ts';
import { smsBodies } from './schemas.ts';
import { smsSlice } from './slice.ts';

export function phoneAccount(phoneNumber: string, nowSeconds: number): WirePhoneAccount {
  return {
    type: 'phone',
    phoneNumber,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

const userPhone = (record: UserRecord) =>
  record.user.linked_accounts.find((account): account is WirePhoneAccount => account.type === 'phone');

/** The app takes SMS logins for `phoneNumber` (E.164); else 403 (method off) or 400 (region). */
function checkNumberAllowed(app: AppRecord, phoneNumber: string): void {
  if (!app.config.sms_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with SMS is not allowed for this app');
  }
  // Calling codes are prefix-free (ITU-T E.164), so a prefix test names one region.
  if (app.sms_unsupported_regions.some((region) => phoneNumber.startsWith(region))) {
    throw new ApiError(400, ErrorCode.REGION_NOT_SUPPORTED, 'SMS authentication from this region is not available');
  }
}

function checkAllowlist(app: AppRecord, phoneNumber: string): void {
  if (app.config.allowlist_enabled && !isAllowlisted(app, phoneNumber)) {
    throw new ApiError(403, ErrorCode.ALLOWLIST_REJECTED, 'This account is not on the allowlist for this app');
  }
}

function notLinked(): ApiError {
  return new ApiError(400, ErrorCode.LINKED_ACCOUNT_NOT_FOUND, 'This phone number is not linked to the user.');
}

const bySms: CodeVia = { slice: smsSlice, channel: 'sms' };
const byWhatsApp: CodeVia = { slice: smsSlice, channel: 'whatsapp' };

/** Reference §5.3: phone one-time codes, delivered to the outbox by SMS or (when enabled) WhatsApp. */
export function registerSmsRoutes({ core, route }: Registry): void {
  const nowSeconds = () => toUnixSeconds(core.clock.now());
  const user = (appId: string, c: { req: { raw: Request } }) => authenticate(core, appId, c.req.raw.headers);
  const findUserByPhone = (appId: string, phoneNumber: string) =>
    findAccountOwner(core, appId, phoneAccount(phoneNumber, 0));

  route(routes.sms.init, smsBodies.init, async ({ body, appId, app, c }) => {
    // A visitor needs the captcha's token; a signed-in user (link, update) does not.
    if (body.token !== undefined || !(await isSignedIn(core, appId, c.req.raw.headers)))
      checkCaptchaToken(core, app, body.token);
    checkNumberAllowed(app, body.phoneNumber);
    if (body.channel === 'whatsapp' && !app.config.whatsapp_enabled) {
      throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with WhatsApp is not allowed for this app');
    }
    const via = body.channel === 'whatsapp' ? byWhatsApp : bySms;
    sendCode(core, appId, body.phoneNumber, c.req.header(HEADER.analyticsId), via);
    return { success: true };
  });

  route(routes.sms.authenticate, smsBodies.authenticate, ({ body, appId, app, c }) => {
    const { phoneNumber, code, mode = 'login-or-sign-up' } = body;
    checkNumberAllowed(app, phoneNumber);
    verifyCode(core, appId, phoneNumber, code, bySms);
    const existing = findUserByPhone(appId, phoneNumber);
    if (existing) {
      checkAllowlist(app, phoneNumber);
      const account = userPhone(existing);
      if (account) account.latest_verified_at = nowSeconds();
      return logIn(core, { c, app }, existing, false);
    }
    if (mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
    checkAllowlist(app, phoneNumber);
    const created = signUp(core, appId, app, [phoneAccount(phoneNumber, nowSeconds())], nowSeconds());
    return logIn(core, { c, app }, created, true);
  });

  route(routes.sms.link, smsBodies.link, async ({ body, appId, app, c }) => {
    const { record } = await user(appId, c);
    checkNumberAllowed(app, body.phoneNumber);
    if (userPhone(record)) {
      throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'User already has an account of type phone linked.');
    }
    verifyCode(core, appId, body.phoneNumber, body.code, bySms);
    const account = phoneAccount(body.phoneNumber, nowSeconds());
    requireLinkable(core, record, account);
    record.user.linked_accounts.push(account);
    return toWireUser(record);
  });

  route(routes.sms.update, smsBodies.update, async ({ body, appId, app, c }) => {
    const { record } = await user(appId, c);
    checkNumberAllowed(app, body.new_phone_number);
    const account = userPhone(record);
    if (account?.phoneNumber !== body.old_phone_number) throw notLinked();
    verifyCode(core, appId, body.new_phone_number, body.code, bySms);
    const owner = findUserByPhone(appId, body.new_phone_number);
    if (owner && owner !== record) throw linkedToAnotherUser();
    Object.assign(account, phoneAccount(body.new_phone_number, nowSeconds()));
    return toWireUser(record);
  });

  route(routes.sms.unlink, smsBodies.unlink, async ({ body, appId, c }) => {
    const { record } = await user(appId, c);
    const accounts = record.user.linked_accounts;
    const index = accounts.findIndex((a) => a.type === 'phone' && a.phoneNumber === body.phoneNumber);
    if (index === -1) throw notLinked();
    if (accounts.length === 1) {
      throw new ApiError(400, ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT, 'Cannot unlink the only account of a user.');
    }
    accounts.splice(index, 1);
    return toWireUser(record);
  });
}
