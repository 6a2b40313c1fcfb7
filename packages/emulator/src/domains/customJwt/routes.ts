import { ErrorCode, routeDomains as routes, type WireCustomAccount } from '@foyer/headless/contract';
import * as v from 'valibot';
import { toUnixSeconds } from '../../kernel/clock.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
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
  const { identity } = core;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));

  route(routes.customJwt.authenticate, customJwtBodies.authenticate, async (request) => {
    const { body, appId, app } = request;
    const config = requireCustomJwtConfig(core, appId, app);
    const customUserId = await verifyCustomJwt(core, config, requireToken(body.token));
    return identity.logIn(request, customAccount(customUserId, nowSeconds(request.appId)), { mode: body.mode });
  });

  route(routes.customJwt.link, customJwtBodies.link, async (request) => {
    const { body, appId, app } = request;
    const record = await identity.authenticate(request);
    const config = requireCustomJwtConfig(core, appId, app);
    const customUserId = await verifyCustomJwt(core, config, requireToken(body.token));
    identity.requireRoom(record, 'custom_auth');
    // Custom accounts never move between users (spec §5: no transfer of custom accounts).
    return identity.link(record, customAccount(customUserId, nowSeconds(request.appId)), { transfer: false });
  });
}
