import * as v from 'valibot';
import type { EventLog } from '../../kernel/eventLog.ts';
import { defineSlice } from '../../kernel/slice.ts';

/** A guest of an app: the SHA-256 of its credential (never the credential itself) and its user. */
export const guestRecordSchema = v.strictObject({
  app_id: v.string(),
  credential_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  user_id: v.string(),
});
export type GuestRecord = v.InferOutput<typeof guestRecordSchema>;

export const guestKey = (appId: string, credentialSha256: string) => `${appId}:${credentialSha256}`;

export interface GuestState {
  /** Guests by app and credential hash (`guestKey`). */
  guests: Map<string, GuestRecord>;
  /** Times of recent sign-ups by app and client IP (`signupKey`), for the rate limit. Not exported. */
  signups: EventLog;
}

export const signupKey = (appId: string, clientAddress: string | undefined) => `${appId}\u0000${clientAddress ?? ''}`;

export const guestSlice = defineSlice('guest', (): GuestState => ({ guests: new Map(), signups: new Map() }));
