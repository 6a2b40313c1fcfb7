import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireSuccess, WireUser } from '../wire.ts';

/** Reference §5.2: e-mail one-time codes (passwordless). `token` is a captcha token. */
export const init = defineRoute<{ email: string; token?: string }, WireSuccess>()('POST', '/api/v1/passwordless/init');
export const authenticate = defineRoute<{ email: string; code: string; mode?: LoginMode }, WireAuthResponse>()(
  'POST',
  '/api/v1/passwordless/authenticate',
);
export const link = defineRoute<{ email: string; code: string }, WireUser>()('POST', '/api/v1/passwordless/link');
export const update = defineRoute<{ oldAddress: string; newAddress: string; code: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless/update',
);
export const unlink = defineRoute<{ address: string }, WireUser>()('POST', '/api/v1/passwordless/unlink');
