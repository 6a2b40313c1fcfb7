import { ErrorCode, routeDomains as routes, type WireCustomAccount } from '@foyer/headless/contract';
import * as v from 'valibot';
import { toUnixSeconds } from '../../clock.ts';
import { ApiError } from '../../http/errors.ts';
import type { Registry } from '../../http/registry.ts';
import { authenticate } from '../sessions/authenticate.ts';
import { logIn } from '../sessions/logIn.ts';
import { findAccountOwner, linkedToAnotherUser, signUp, toWireUser } from '../users/users.ts';
import { requireCustomJwtConfig, verifyCustomJwt } from './verify.ts';

export function customAccount(customUserId: string, nowSeconds: number): WireCustomAccount {
  return {
    type: 'custom_auth',
    custom_user_id: customUserId,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

const token = v.pipe(v.string('A `token` is required'), v.minLength(1, 'A `token` is required'));
const mode = v.exactOptional(
  v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
);
/** `token` is optional on the wire (reference §5.9); the emulator requires it. */
export const customJwtBodies = {
  authenticate: v.object({ token: v.exactOptional(token), mode }),
  link: v.object({ token: v.exactOptional(token) }),
};

function requireToken(value: string | undefined): string {
  if (value === undefined) throw new ApiError(400, ErrorCode.INVALID_DATA, 'A `token` is required');
  return value;
}

/** Reference §5.9: log in with, or link, a JWT of the app's own auth, verified against its JWKS. */
export function registerCustomJwtRoutes({ core, route }: Registry): void {
  const nowSeconds = () => toUnixSeconds(core.clock.now());

  route(routes.customJwt.authenticate, customJwtBodies.authenticate, async ({ body, appId, app, c }) => {
    const config = requireCustomJwtConfig(core, appId, app);
    const customUserId = await verifyCustomJwt(core, config, requireToken(body.token));
    const existing = findAccountOwner(core, appId, customAccount(customUserId, 0));
    if (existing) {
      const account = existing.user.linked_accounts.find((a) => a.type === 'custom_auth');
      if (account) account.latest_verified_at = nowSeconds();
      return logIn(core, { c, app }, existing, false);
    }
    if (body.mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
    const created = signUp(core, appId, app, [customAccount(customUserId, nowSeconds())], nowSeconds());
    return logIn(core, { c, app }, created, true);
  });

  route(routes.customJwt.link, customJwtBodies.link, async ({ body, appId, app, c }) => {
    const { record } = await authenticate(core, appId, c.req.raw.headers);
    const config = requireCustomJwtConfig(core, appId, app);
    const customUserId = await verifyCustomJwt(core, config, requireToken(body.token));
    if (record.user.linked_accounts.some((account) => account.type === 'custom_auth')) {
      throw new ApiError(
        400,
        ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
        'User already has an account of type custom_auth linked.',
      );
    }
    const account = customAccount(customUserId, nowSeconds());
    // Custom accounts never move between users (spec §5: no transfer of custom accounts).
    const owner = findAccountOwner(core, appId, account);
    if (owner) throw linkedToAnotherUser();
    record.user.linked_accounts.push(account);
    return toWireUser(record);
  });
}
