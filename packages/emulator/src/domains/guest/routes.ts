import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import * as v from 'valibot';
import { ApiError, tooManyRequests } from '../../kernel/errors.ts';
import { recentCount, recordEvent } from '../../kernel/eventLog.ts';
import type { Registry } from '../../kernel/registry.ts';
import { GUEST_SIGNUP_WINDOW_MS, GUEST_SIGNUPS_PER_CLIENT } from './limits.ts';
import { guestKey, guestSlice, signupKey } from './slice.ts';

/** Reference §5.9: a fixed-length string; the client sends base64url of 32 random bytes (43 characters). */
export const guestBodies = {
  authenticate: v.object({
    guest_credential: v.pipe(
      v.string('A `guest_credential` is required'),
      v.regex(/^[A-Za-z0-9_-]{43}$/, '`guest_credential` must be 32 bytes in base64url (43 characters)'),
    ),
  }),
};

/**
 * Reference §5.9: guest login. The same credential is the same guest user, for as long as that user
 * exists. New guests are rate-limited per app and client IP (`limits.ts`).
 */
export function registerGuestRoutes({ core, route }: Registry): void {
  const { identity } = core;
  route(routes.guest.authenticate, guestBodies.authenticate, (request) => {
    const { body, appId, app, c } = request;
    if (!app.config.guest_auth) {
      throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Guest login is not allowed for this app');
    }
    const credentialSha256 = bytesToHex(sha256(utf8ToBytes(body.guest_credential)));
    const key = guestKey(appId, credentialSha256);
    const { guests, signups } = core.slice(guestSlice);
    const known = guests.get(key);
    const existing = known ? identity.user(known.user_id) : undefined;
    if (existing) return identity.openSession(request, existing, false);
    const now = core.clock.now(appId);
    const client = signupKey(appId, c.env?.clientAddress);
    if (recentCount(signups, client, now, GUEST_SIGNUP_WINDOW_MS) >= GUEST_SIGNUPS_PER_CLIENT) throw tooManyRequests();
    // A guest has no linked account (the wire has no guest variant): `is_guest` marks the user.
    const created = identity.signUp(request, [], { guest: true });
    recordEvent(signups, client, now);
    guests.set(key, { app_id: appId, credential_sha256: credentialSha256, user_id: created.user.id });
    return identity.openSession(request, created, true);
  });
}
