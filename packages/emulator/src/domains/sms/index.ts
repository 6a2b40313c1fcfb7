import { ErrorCode, routeDomains as routes, type WirePhoneAccount } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { ApiError } from '../../kernel/errors.ts';
import { codeRoute, defineCodeDomain } from '../oneTimeCodes/index.ts';
import type { OutboxChannel } from '../outbox/index.ts';
import { smsBodies } from './schemas.ts';

function phoneAccount(phoneNumber: string, nowSeconds: number): WirePhoneAccount {
  return {
    type: 'phone',
    phoneNumber,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

/** The app takes SMS logins for `phoneNumber` (E.164), and WhatsApp when asked; else 403 (method off) or 400 (region). */
function checkNumberAllowed(app: AppRecord, phoneNumber: string, channel?: OutboxChannel): void {
  if (!app.config.sms_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with SMS is not allowed for this app');
  }
  // Calling codes are prefix-free (ITU-T E.164), so a prefix test names one region.
  if (app.sms_unsupported_regions.some((region) => phoneNumber.startsWith(region))) {
    throw new ApiError(400, ErrorCode.REGION_NOT_SUPPORTED, 'SMS authentication from this region is not available');
  }
  if (channel === 'whatsapp' && !app.config.whatsapp_enabled) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with WhatsApp is not allowed for this app');
  }
}

/**
 * Phone one-time codes (reference §5.3), delivered to the outbox by SMS or (when the app enables it)
 * WhatsApp: the passwordless_sms routes, on the one-time-code core.
 */
export const smsDomain = defineCodeDomain({
  name: 'sms',
  type: 'phone',
  account: phoneAccount,
  destination: (account) => account.phoneNumber,
  check: checkNumberAllowed,
  notLinked: 'This phone number is not linked to the user.',
  routes: {
    init: codeRoute(routes.sms.init, smsBodies.init),
    authenticate: codeRoute(routes.sms.authenticate, smsBodies.authenticate),
    link: codeRoute(routes.sms.link, smsBodies.link),
    update: codeRoute(routes.sms.update, smsBodies.update),
    unlink: codeRoute(routes.sms.unlink, smsBodies.unlink),
    transfer: codeRoute(routes.accounts.transferPhone, smsBodies.transfer),
  },
});

export { phoneNumber } from './schemas.ts';
