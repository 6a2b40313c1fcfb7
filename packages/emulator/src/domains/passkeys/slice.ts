import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** What a challenge was issued for: a signup, a login, a link or an MFA verification (then for `user_id`). */
export type PasskeyCeremony = 'register' | 'authenticate' | 'link' | 'mfa';

/** A challenge an init call handed out: single use, bound to the app, the page's origin and the ceremony. */
export interface ChallengeRecord {
  challenge: string;
  app_id: string;
  ceremony: PasskeyCeremony;
  /** The user a link or an MFA verification is for; null for signup and login. */
  user_id: string | null;
  /** The calling page's origin, and the relying party id derived from it (its host). */
  origin: string;
  rp_id: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
}

/** A registered passkey's public key (COSE, base64url) and signature counter, per app. */
export interface CredentialRecord {
  credential_id: string;
  app_id: string;
  public_key: string;
  counter: number;
  transports: string[];
}

export const challengeRecordSchema = v.strictObject({
  challenge: v.string(),
  app_id: v.string(),
  ceremony: v.picklist(['register', 'authenticate', 'link', 'mfa']),
  user_id: v.nullable(v.string()),
  origin: v.string(),
  rp_id: v.string(),
  expires_at: v.number(),
});

export const credentialRecordSchema = v.strictObject({
  credential_id: v.string(),
  app_id: v.string(),
  public_key: v.string(),
  counter: v.pipe(v.number(), v.integer(), v.minValue(0)),
  transports: v.array(v.string()),
});

export interface PasskeysState {
  /** Live challenges by challenge. */
  challenges: Map<string, ChallengeRecord>;
  /** Registered credentials by `app_id` + credential id (`credentialKey`). */
  credentials: Map<string, CredentialRecord>;
}

export const credentialKey = (appId: string, credentialId: string) => `${appId}:${credentialId}`;

export const passkeysSlice = defineSlice(
  'passkeys',
  (): PasskeysState => ({ challenges: new Map(), credentials: new Map() }),
);
