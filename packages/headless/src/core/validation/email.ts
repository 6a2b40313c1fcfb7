// The WHATWG `input[type=email]` pattern, with at least one dot in the domain.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface EmailRules {
  /** The app's `disable_plus_emails`: reject addresses containing '+'. */
  disallowPlus?: boolean;
}

/** RFC 5321: a forward path holds at most 256 octets, 254 of them for the address. */
export const EMAIL_MAX_LENGTH = 254;

/** What an address can be refused for. */
export type EmailIssue = 'invalid_email' | 'disallowed_plus_email';

/** Returns the issue with an address, or null when it may be sent. Pure; safe for realtime hints. */
export function validateEmail(email: string, rules: EmailRules = {}): EmailIssue | null {
  const value = email.trim();
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return 'invalid_email';
  if (rules.disallowPlus && value.includes('+')) return 'disallowed_plus_email';
  return null;
}
