import { DEFAULT_APP_ID, defaultAppRecord, type AppRecord } from './apps.ts';
import type { EmulatorCore } from './core.ts';
import { invalidData } from './http/errors.ts';
import {
  codeKey,
  type AnalyticsEvent,
  type CodeRecord,
  type OutboxMessage,
  type RefreshTokenRecord,
  type SessionRecord,
  type State,
  type UserRecord,
} from './state.ts';
import type { KeyMaterial } from './tokens.ts';

export const STATE_VERSION = 1;

/**
 * An instance's state as JSON (`GET /__emulator/state`, `--state <file>`). It includes the signing
 * key, so tokens issued before an export still verify after an import. Faults are not included.
 */
export interface EmulatorStateJson {
  version: typeof STATE_VERSION;
  exportedAt: string;
  clockOffsetMs: number;
  keys: KeyMaterial;
  apps: AppRecord[];
  users: UserRecord[];
  sessions: SessionRecord[];
  refreshTokens: RefreshTokenRecord[];
  codes: CodeRecord[];
  /** Oldest first. */
  outbox: OutboxMessage[];
  /** Oldest first. */
  analytics: AnalyticsEvent[];
}

export function exportState(core: EmulatorCore): EmulatorStateJson {
  const { state, clock, tokens } = core;
  return structuredClone({
    version: STATE_VERSION,
    exportedAt: new Date(clock.now()).toISOString(),
    clockOffsetMs: clock.offset(),
    keys: tokens.keyMaterial(),
    apps: [...state.apps.values()],
    users: [...state.users.values()],
    sessions: [...state.sessions.values()],
    refreshTokens: [...state.refreshTokens.values()],
    codes: [...state.codes.values()],
    outbox: state.outbox,
    analytics: state.analytics,
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arrayField<T>(json: Record<string, unknown>, field: string, check: (item: Record<string, unknown>) => boolean): T[] {
  const value = json[field] ?? [];
  if (!Array.isArray(value) || !value.every((item) => isObject(item) && check(item))) {
    throw invalidData(`State field \`${field}\` is malformed`);
  }
  return structuredClone(value) as T[];
}

const str = (value: unknown) => typeof value === 'string';

/** Replaces the instance's state (and signing key) with an export. Throws 400 `invalid_data` on bad input. */
export async function importState(core: EmulatorCore, json: unknown): Promise<void> {
  if (!isObject(json) || json.version !== STATE_VERSION) {
    throw invalidData(`Unsupported state: expected an object with version ${STATE_VERSION}`);
  }
  const keys = json.keys;
  if (!isObject(keys) || !str(keys.privateKeyPem) || !str(keys.publicKeyPem)) {
    throw invalidData('State field `keys` is malformed');
  }
  const clockOffsetMs = json.clockOffsetMs ?? 0;
  if (typeof clockOffsetMs !== 'number' || !Number.isFinite(clockOffsetMs)) {
    throw invalidData('State field `clockOffsetMs` is malformed');
  }
  const apps = arrayField<AppRecord>(json, 'apps', (a) => isObject(a.config) && str(a.config.id));
  const users = arrayField<UserRecord>(json, 'users', (u) => str(u.app_id) && isObject(u.user) && str(u.user.id));
  const sessions = arrayField<SessionRecord>(json, 'sessions', (s) => str(s.id) && str(s.user_id));
  const refreshTokens = arrayField<RefreshTokenRecord>(json, 'refreshTokens', (r) => str(r.token) && str(r.session_id));
  const codes = arrayField<CodeRecord>(json, 'codes', (c) => str(c.app_id) && str(c.to) && str(c.code));
  const outbox = arrayField<OutboxMessage>(json, 'outbox', (m) => str(m.id) && str(m.to));
  const analytics = arrayField<AnalyticsEvent>(json, 'analytics', (e) => str(e.event_name));

  try {
    await core.tokens.load({ privateKeyPem: keys.privateKeyPem as string, publicKeyPem: keys.publicKeyPem as string });
  } catch (error) {
    throw invalidData(`State field \`keys\` is not an ES256 key pair: ${error instanceof Error ? error.message : error}`);
  }
  const next: State = {
    apps: new Map(apps.map((app) => [app.config.id, { ...app, max_users: app.max_users ?? null, allowlist: app.allowlist ?? [] }])),
    users: new Map(users.map((record) => [record.user.id, record])),
    sessions: new Map(sessions.map((session) => [session.id, session])),
    refreshTokens: new Map(refreshTokens.map((record) => [record.token, record])),
    codes: new Map(codes.map((record) => [codeKey(record.app_id, record.channel, record.to), record])),
    outbox,
    analytics,
    codeRequests: new Map(),
  };
  if (!next.apps.has(DEFAULT_APP_ID)) next.apps.set(DEFAULT_APP_ID, defaultAppRecord());
  Object.assign(core.state, next);
  core.clock.setOffset(clockOffsetMs);
}
