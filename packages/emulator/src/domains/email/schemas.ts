import * as v from 'valibot';
import { emailAddressSchema, normalizeEmail } from '../users/emailAddress.ts';

const code = v.pipe(v.string(), v.minLength(1, 'A code is required'));
/** An address that only names an existing account: compared normalized, not checked for form. */
const existingAddress = v.pipe(v.string(), v.minLength(1), v.transform(normalizeEmail));

/** One schema per e-mail route body (reference §5.2); the emulator's own, not the client's validators. */
export const emailBodies = {
  init: v.object({ email: emailAddressSchema, token: v.exactOptional(v.string()) }),
  authenticate: v.object({
    email: emailAddressSchema,
    code,
    mode: v.exactOptional(
      v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
    ),
  }),
  link: v.object({ email: emailAddressSchema, code }),
  update: v.object({ oldAddress: existingAddress, newAddress: emailAddressSchema, code }),
  unlink: v.object({ address: existingAddress }),
  transfer: v.object({ nonce: v.pipe(v.string(), v.minLength(1)), email: existingAddress }),
};
