import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/**
 * A Farcaster signer request (spec §3 'Farcaster signer'): an ed25519 key a user's wallet iframe
 * holds, for the user's fid, pending until their Farcaster app (the relay's page) approves it. A
 * rejected request may be asked again; a key revoked once approved stays revoked (as Farcaster's key
 * registry keeps a removed key out).
 * `token` names the approval page; `public_key` is 0x hex, lower-case.
 */
export const signerSchema = v.object({
  token: v.string(),
  app_id: v.string(),
  user_id: v.string(),
  public_key: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
  fid: v.number(),
  status: v.picklist(['pending_approval', 'approved', 'revoked']),
  /** Revoked by rejecting the request (never approved): a new request may ask again. */
  rejected: v.exactOptional(v.boolean()),
  created_at: v.number(),
});
export type FarcasterSignerRecord = v.InferOutput<typeof signerSchema>;

/** Signer requests by approval token. */
export const farcasterSignersSlice = defineSlice('farcasterSigners', () => new Map<string, FarcasterSignerRecord>());
