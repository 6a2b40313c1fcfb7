import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** A nonce `siwe/init` handed out: single use, bound to the app and the address it was asked for. */
export interface SiweNonceRecord {
  nonce: string;
  app_id: string;
  /** Lower-cased. */
  address: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
}

export const siweNonceSchema = v.strictObject({
  nonce: v.string(),
  app_id: v.string(),
  address: v.string(),
  expires_at: v.number(),
});

/** Live SIWE nonces by nonce; a nonce is removed when a message carrying it is checked. */
export const siweSlice = defineSlice('siwe', (): Map<string, SiweNonceRecord> => new Map());
