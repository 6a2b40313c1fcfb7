import type { WireUser } from '@foyer/headless/contract';
import { DEFAULT_APP_ID, defaultAppRecord, type AppRecord } from './apps.ts';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** A message the emulator "sent" instead of delivering it (API.md outbox shape). */
export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  code: string;
  /** ISO 8601, emulator clock. */
  sentAt: string;
}

export interface AnalyticsEvent {
  event_name: string;
  client_id: string | null;
  payload: Record<string, unknown> | null;
  /** ISO 8601, emulator clock. */
  receivedAt: string;
}

/** Users belong to one app, as on the provider (the same address in two apps is two users). */
export interface UserRecord {
  app_id: string;
  user: WireUser;
}

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
}

/** The one live code for an address (a new code supersedes the old one). */
export interface CodeRecord {
  app_id: string;
  channel: OutboxChannel;
  to: string;
  code: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
  failed_attempts: number;
}

/** Everything an instance holds. Never module-level: each emulator owns one. */
export interface State {
  apps: Map<string, AppRecord>;
  users: Map<string, UserRecord>;
  sessions: Map<string, SessionRecord>;
  refreshTokens: Map<string, RefreshTokenRecord>;
  /** Keyed by `codeKey(app, channel, to)`. */
  codes: Map<string, CodeRecord>;
  /** Oldest first; readers reverse. */
  outbox: OutboxMessage[];
  analytics: AnalyticsEvent[];
  /** Code request times per `codeKey`, for the rate limit. Not exported. */
  codeRequests: Map<string, number[]>;
}

export function createState(): State {
  return {
    apps: new Map([[DEFAULT_APP_ID, defaultAppRecord()]]),
    users: new Map(),
    sessions: new Map(),
    refreshTokens: new Map(),
    codes: new Map(),
    outbox: [],
    analytics: [],
    codeRequests: new Map(),
  };
}

/** Empties everything except the configured apps. */
export function clearState(state: State): void {
  state.users.clear();
  state.sessions.clear();
  state.refreshTokens.clear();
  state.codes.clear();
  state.outbox.length = 0;
  state.analytics.length = 0;
  state.codeRequests.clear();
}

export function codeKey(appId: string, channel: OutboxChannel, to: string): string {
  return `${appId}\u0000${channel}\u0000${to}`;
}
