import { defineRoute } from '../route.ts';
import type { WireAuthResponse } from '../wire.ts';

/** Reference §5.9: log in as a guest; the credential is base64url of 32 random bytes kept on the device. */
export const authenticate = /* @__PURE__ */ defineRoute<{ guest_credential: string }, WireAuthResponse>()(
  'POST',
  '/api/v1/guest/authenticate',
);
