import * as v from 'valibot';

/** RFC 5321: a forward or reverse path holds at most 256 octets, so an address at most 254. */
export const MAX_EMAIL_LENGTH = 254;

const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * The HTML standard's valid e-mail address (WHATWG), except that the domain needs at least two
 * labels, as addresses the provider delivers to do. Written here, apart from the client's rule, so a
 * bug in one does not hide in both.
 */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

/** An address as the emulator stores and compares it: trimmed, at most 254 characters, lower case. */
export const emailAddressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_EMAIL_LENGTH, `Email address is longer than ${MAX_EMAIL_LENGTH} characters`),
  v.regex(EMAIL_PATTERN, 'Invalid email address'),
  v.toLowerCase(),
);

/** Addresses are compared trimmed and lower-cased (for fields that only name an existing address). */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}
