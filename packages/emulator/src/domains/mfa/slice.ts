import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/**
 * What the provider keeps of one user's wallet MFA besides their `mfa_methods` (on the user) and the
 * `enrolled_in_mfa` flags of their passkeys: the TOTP secret, the MFA phone, and the attempt limit.
 */
export interface MfaRecord {
  app_id: string;
  user_id: string;
  /** The enrolled TOTP secret (base32). */
  totp_secret: string | null;
  /** The time step of the last TOTP code accepted: a code of that step or older is refused (replay). */
  totp_last_step: number | null;
  /** The secret `totp/init` handed out, until `totp/enroll` proves it with a code. */
  totp_pending_secret: string | null;
  /** The enrolled MFA phone (E.164). */
  phone_number: string | null;
  /** Wrong codes in a row. */
  failed_attempts: number;
  /** Epoch ms, the app's clock: verification is refused until then (after `MFA_LIMITS.maxAttempts` wrong codes). */
  locked_until: number | null;
}

export const mfaRecordSchema = v.strictObject({
  app_id: v.string(),
  user_id: v.string(),
  totp_secret: v.nullable(v.string()),
  totp_last_step: v.nullable(v.pipe(v.number(), v.integer())),
  totp_pending_secret: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  failed_attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  locked_until: v.nullable(v.number()),
});

/** By user id. */
export const mfaSlice = defineSlice('mfa', (): Map<string, MfaRecord> => new Map());
