import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireSuccess, WireUser } from '../wire.ts';

/** Reference §5.2: e-mail one-time codes (passwordless). `token` is a captcha token. */
export const init = /* @__PURE__ */ defineRoute<{ email: string; token?: string }, WireSuccess>()(
  'POST',
  '/api/v1/passwordless/init',
);
export const authenticate = /* @__PURE__ */ defineRoute<
  { email: string; code: string; mode?: LoginMode },
  WireAuthResponse
>()('POST', '/api/v1/passwordless/authenticate', { retry: false });
export const link = /* @__PURE__ */ defineRoute<{ email: string; code: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless/link',
  { retry: false },
);
export const update = /* @__PURE__ */ defineRoute<{ oldAddress: string; newAddress: string; code: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless/update',
  { retry: false },
);
export const unlink = /* @__PURE__ */ defineRoute<{ address: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless/unlink',
);
