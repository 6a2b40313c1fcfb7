import * as v from 'valibot';
import type { UserRecord } from '../../kernel/identity.ts';
import { defineSlice } from '../../kernel/slice.ts';

/** Users by id (each of one app). */
export const usersSlice = defineSlice('users', () => new Map<string, UserRecord>());

export interface SessionRecord {
  id: string;
  app_id: string;
  user_id: string;
  /** Epoch ms, emulator clock. */
  created_at: number;
}

export interface RefreshTokenRecord {
  token: string;
  session_id: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
  /** Set once the token has been exchanged: what it was exchanged for, kept for the reuse grace period. */
  rotated: { at: number; refresh_token: string; access_token: string } | null;
}

export interface Sessions {
  sessions: Map<string, SessionRecord>;
  /** Live and rotated refresh tokens (rotated ones are kept to detect reuse). */
  refreshTokens: Map<string, RefreshTokenRecord>;
}

export const sessionsSlice = defineSlice(
  'sessions',
  (): Sessions => ({ sessions: new Map(), refreshTokens: new Map() }),
);

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

/** Pending transfers by nonce (the state JSON's `accounts`). */
export const accountsSlice = defineSlice('accounts', () => new Map<string, TransferRecord>());
