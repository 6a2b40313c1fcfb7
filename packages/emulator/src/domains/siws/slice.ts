import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** A nonce `/api/v1/siws/init` handed out: for one app and address, used once, until it expires. */
export interface SiwsNonceRecord {
  nonce: string;
  app_id: string;
  address: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
}

export const siwsNonceSchema = v.strictObject({
  nonce: v.string(),
  app_id: v.string(),
  address: v.string(),
  expires_at: v.number(),
});

/** Live SIWS nonces by nonce. */
export const siwsSlice = defineSlice('siws', () => new Map<string, SiwsNonceRecord>());
