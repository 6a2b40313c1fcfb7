import { defineRoute } from '../route.ts';
import type { WireAuthResponse } from '../wire.ts';

// Reference §4: session calls never trigger a token refresh first.

/** Rotates the refresh token. `{}` in server-cookie mode, where the cookie carries it. */
export const refresh = /* @__PURE__ */ defineRoute<{ refresh_token?: string }, WireAuthResponse>()(
  'POST',
  '/api/v1/sessions',
  {
    refreshFirst: false,
  },
);
export const logout = /* @__PURE__ */ defineRoute<{ refresh_token?: string }, Record<string, never>>()(
  'POST',
  '/api/v1/sessions/logout',
  {
    refreshFirst: false,
  },
);
