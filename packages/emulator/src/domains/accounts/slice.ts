import * as v from 'valibot';
import { defineSlice } from '../domain.ts';

/** A pending account transfer: the nonce an ACCOUNT_TRANSFER_REQUIRED answer handed out. */
export interface TransferRecord {
  nonce: string;
  app_id: string;
  /** The account (`accountKey`) held by `owner_id` that `requester_id` tried to link. */
  account_key: string;
  owner_id: string;
  requester_id: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
}

export const transferRecordSchema = v.strictObject({
  nonce: v.string(),
  app_id: v.string(),
  account_key: v.string(),
  owner_id: v.string(),
  requester_id: v.string(),
  expires_at: v.number(),
});

/** Pending transfers by nonce. */
export const accountsSlice = defineSlice('accounts', () => new Map<string, TransferRecord>());
