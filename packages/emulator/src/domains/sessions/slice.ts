import { defineSlice } from '../domain.ts';

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
