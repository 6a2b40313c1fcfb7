import { createClock } from './clock.ts';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './constants.ts';
import { resetCore, type EmulatorCore } from './core.ts';
import { buildApp } from './http/app.ts';
import { createFaultStore, type Fault, type FaultInput } from './http/faults.ts';
import type { EmulatorApp } from './http/handle.ts';
import { readOutbox } from './outbox.ts';
import { exportState, importState, type EmulatorStateJson } from './persistence.ts';
import { applySeed, type SeedData, type SeedResult } from './seed.ts';
import { createState, type AnalyticsEvent, type OutboxMessage } from './state.ts';
import { createTokenService } from './tokens.ts';

/** What every instance is built from, whether it is served on a port or called in-process. */
export interface InstanceOptions {
  /** Applied once at start (apps, then users). */
  seed?: SeedData;
  /** Lifetime of access and identity tokens; default 3600. */
  accessTokenTtlSeconds?: number;
}

/** The control surface every instance offers besides HTTP: what `/__emulator/` offers, as calls. */
export interface EmulatorControls {
  /** Empty state (configured apps kept), faults cleared, clock back to wall time. */
  reset(): void;
  /** "Sent" codes, newest first; with `to`, only those to that address. */
  outbox(to?: string): OutboxMessage[];
  /** Analytics events received, newest first. */
  analytics(): AnalyticsEvent[];
  seed(data: SeedData): SeedResult;
  readonly clock: {
    /** Emulator time, epoch ms. */
    now(): number;
    /** Moves the clock; returns the new `now()`. */
    advance(ms: number): number;
  };
  readonly faults: {
    add(fault: FaultInput): Fault;
    clear(): void;
    list(): Fault[];
  };
  exportState(): EmulatorStateJson;
  importState(json: EmulatorStateJson): Promise<void>;
}

/** One instance: its own state, clock, signing key and faults, its Hono app, and its controls. */
export async function createInstance(options: InstanceOptions = {}): Promise<{ hono: EmulatorApp; controls: EmulatorControls }> {
  const { seed, accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS } = options;
  if (!Number.isInteger(accessTokenTtlSeconds) || accessTokenTtlSeconds <= 0) {
    throw new TypeError('accessTokenTtlSeconds must be a positive integer');
  }
  const clock = createClock();
  const core: EmulatorCore = {
    state: createState(),
    clock,
    tokens: await createTokenService(clock, accessTokenTtlSeconds),
    faults: createFaultStore(),
  };
  if (seed) applySeed(core, seed);

  const controls: EmulatorControls = {
    reset: () => resetCore(core),
    outbox: (to) => readOutbox(core.state, to),
    analytics: () => structuredClone(core.state.analytics).reverse(),
    seed: (data) => applySeed(core, data),
    clock: { now: () => clock.now(), advance: (ms) => clock.advance(ms) },
    faults: {
      add: (fault) => core.faults.add(fault),
      clear: () => core.faults.clear(),
      list: () => core.faults.list(),
    },
    exportState: () => exportState(core),
    importState: (json) => importState(core, json),
  };
  return { hono: buildApp(core), controls };
}
