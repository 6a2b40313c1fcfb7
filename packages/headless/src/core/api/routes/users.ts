import { defineRoute, type NoBody } from '../route.ts';
import type { WireUser } from '../wire.ts';

/** Reference §5.1: the signed-in user. */
export const me = /* @__PURE__ */ defineRoute<NoBody, { user: WireUser; identity_token: string | null }>()(
  'GET',
  '/api/v1/users/me',
);
export const acceptTerms = /* @__PURE__ */ defineRoute<Record<string, never>, WireUser>()(
  'POST',
  '/api/v1/users/me/accept_terms',
);
