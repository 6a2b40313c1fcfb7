import * as v from 'valibot';
import { emailAddressSchema, normalizeEmail } from '../identity/index.ts';

const code = v.pipe(v.string(), v.minLength(1, 'A code is required'));
/** An address that only names an existing account: compared normalized, not checked for form. */
const existingAddress = v.pipe(v.string(), v.minLength(1), v.transform(normalizeEmail));
const mode = v.exactOptional(
  v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
);

/**
 * One schema per e-mail route body (reference §5.2), the emulator's own (not the client's
 * validators), each leaving the body as the one-time-code core takes it.
 */
export const emailBodies = {
  init: v.pipe(
    v.object({ email: emailAddressSchema, token: v.exactOptional(v.string()) }),
    v.transform(({ email, token }) => ({ destination: email, token, channel: 'email' as const })),
  ),
  authenticate: v.pipe(
    v.object({ email: emailAddressSchema, code, mode }),
    v.transform(({ email, code, mode }) => ({ destination: email, code, mode })),
  ),
  link: v.pipe(
    v.object({ email: emailAddressSchema, code }),
    v.transform(({ email, code }) => ({ destination: email, code })),
  ),
  update: v.pipe(
    v.object({ oldAddress: existingAddress, newAddress: emailAddressSchema, code }),
    v.transform(({ oldAddress, newAddress, code }) => ({ from: oldAddress, to: newAddress, code })),
  ),
  unlink: v.pipe(
    v.object({ address: existingAddress }),
    v.transform(({ address }) => ({ destination: address })),
  ),
  transfer: v.pipe(
    v.object({ nonce: v.pipe(v.string(), v.minLength(1)), email: existingAddress }),
    v.transform(({ nonce, email }) => ({ nonce, destination: email })),
  ),
};
