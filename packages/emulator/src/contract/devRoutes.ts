import type { WireAppConfig, WireAuthResponse, WireUser } from '@foyer/headless/contract';
import type { AnalyticsEvent } from '../domains/analytics/index.ts';
import type { OAuthNextInput } from '../domains/oauth/slice.ts';
import type { OutboxMessage } from '../domains/outbox/slice.ts';
import type { CreateSessionInput } from '../domains/sessions/schemas.ts';
import type { Fault, FaultInput } from '../http/faults.ts';
import type { SeedData, SeedResult } from '../state/seed.ts';
import type { EmulatorStateJson } from '../state/stateJson.ts';
import { devRoute } from './devRoute.ts';

/** A route without a body (GET, and the DELETEs). */
type NoBody = undefined;

export interface Ok {
  ok: true;
}

export interface ClockState {
  /** Emulator time, epoch ms. */
  now: number;
  iso: string;
  /** Distance from wall time, ms. */
  offsetMs: number;
}

/** A user as the developer endpoints list it: the wire user and its app. */
export type DevUser = WireUser & { app_id: string };
/** An app as the developer endpoints list it: the wire config and the emulator-only options. */
export type DevApp = WireAppConfig & {
  max_users: number | null;
  allowlist: string[];
  sms_unsupported_regions: string[];
};

/**
 * The developer endpoints (`/__emulator/…`) as one typed table: paths, methods, bodies and
 * responses. The emulator registers its handlers from it, `createEmulatorClient()` calls it, and
 * tests and apps can build their own calls on it. Every body is JSON; every error is `ApiErrorBody`.
 */
export const devRoutes = {
  /** `?to=` filters by recipient (case-insensitive); newest first. */
  outbox: devRoute<NoBody, { messages: OutboxMessage[] }>()('GET', '/outbox'),
  /** Empty state (configured apps kept), no faults, clock back to wall time. */
  reset: devRoute<Record<string, never>, Ok>()('POST', '/reset'),
  /**
   * Apps, then users with any linked accounts; all or nothing. An app that exists changes only in the
   * fields given (nested objects merged at every depth); a new one starts from the default config.
   */
  seed: devRoute<SeedData, SeedResult>()('POST', '/seed'),
  /** A logged-in session for an existing user: the auth envelope with its tokens. */
  createSession: devRoute<CreateSessionInput, WireAuthResponse>()('POST', '/sessions'),
  clock: devRoute<NoBody, ClockState>()('GET', '/clock'),
  /** `advanceMs` finite and at most ten years either way. */
  advanceClock: devRoute<{ advanceMs: number }, ClockState>()('POST', '/clock'),
  faults: devRoute<NoBody, { faults: Fault[] }>()('GET', '/faults'),
  addFault: devRoute<FaultInput, { id: string }>()('POST', '/faults'),
  clearFaults: devRoute<NoBody, Ok>()('DELETE', '/faults'),
  removeFault: devRoute<NoBody, { ok: boolean }>()('DELETE', '/faults/:id'),
  /** The whole state, signing key included. */
  exportState: devRoute<NoBody, EmulatorStateJson>()('GET', '/state'),
  importState: devRoute<EmulatorStateJson, Ok>()('POST', '/state'),
  users: devRoute<NoBody, { users: DevUser[] }>()('GET', '/users'),
  apps: devRoute<NoBody, { apps: DevApp[] }>()('GET', '/apps'),
  /** Newest first. */
  analytics: devRoute<NoBody, { events: AnalyticsEvent[] }>()('GET', '/analytics'),
  /** The next OAuth consent page (of `provider`, or any) answers at once, as `identity` (default: approve). */
  oauthNext: devRoute<OAuthNextInput, Ok>()('POST', '/oauth/next'),
} as const;
