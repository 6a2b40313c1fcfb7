import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { ApiError } from '../../kernel/errors.ts';
import { emailAccount } from '../identity/index.ts';
import { codeRoute, defineCodeDomain } from '../oneTimeCodes/index.ts';
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

/** E-mail one-time codes (reference §5.2): the passwordless routes, on the one-time-code core. */
export const emailDomain = defineCodeDomain({
  name: 'email',
  type: 'email',
  account: emailAccount,
  destination: (account) => account.address,
  check: checkAddressAllowed,
  notLinked: 'This email address is not linked to the user.',
  routes: {
    init: codeRoute(routes.email.init, emailBodies.init),
    authenticate: codeRoute(routes.email.authenticate, emailBodies.authenticate),
    link: codeRoute(routes.email.link, emailBodies.link),
    update: codeRoute(routes.email.update, emailBodies.update),
    unlink: codeRoute(routes.email.unlink, emailBodies.unlink),
    transfer: codeRoute(routes.accounts.transferEmail, emailBodies.transfer),
  },
});
