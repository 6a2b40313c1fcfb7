import * as v from 'valibot';
import { defineSlice } from '../domain.ts';

/** A guest of an app: the SHA-256 of its credential (never the credential itself) and its user. */
export const guestRecordSchema = v.strictObject({
  app_id: v.string(),
  credential_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  user_id: v.string(),
});
export type GuestRecord = v.InferOutput<typeof guestRecordSchema>;

export const guestKey = (appId: string, credentialSha256: string) => `${appId}:${credentialSha256}`;

/** Guests by app and credential hash. */
export const guestSlice = defineSlice('guest', () => new Map<string, GuestRecord>());
