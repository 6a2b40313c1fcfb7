import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireUser } from '../wire.ts';

/** Reference §5.9: log in with, or link, a JWT issued by the app's own auth (checked against its JWKS). */
export const authenticate = /* @__PURE__ */ defineRoute<{ token?: string; mode?: LoginMode }, WireAuthResponse>()(
  'POST',
  '/api/v1/custom_jwt_account/authenticate',
);
export const link = /* @__PURE__ */ defineRoute<{ token?: string }, WireUser>()(
  'POST',
  '/api/v1/custom_jwt_account/link',
);
