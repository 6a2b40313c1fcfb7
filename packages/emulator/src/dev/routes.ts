import { chainDevRoutes } from '../chains/devRoutes.ts';
import { domains, type EmulatorStateJson, type SeedData, type SeedResult } from '../domains/index.ts';
import type { Fault, FaultInput } from '../http/faults.ts';
import { type DevRoutes, devRoute, type NoBody, type Ok } from '../kernel/devRoute.ts';

export interface ClockState {
  /** Emulator time, epoch ms. */
  now: number;
  iso: string;
  /** Distance from wall time, ms. */
  offsetMs: number;
}

/**
 * The instance's own developer endpoints: its state as a whole, its clock and its faults. A
 * `privy-app-id` header (the wire's) scopes a call to that app: `/clock` reads and moves the app's
 * own time, `/faults` lists, adds (answering that app's requests only), removes and clears the app's
 * faults, `/reset` empties that app's state (config kept, other apps untouched); domains' endpoints
 * say what it does there (`/outbox`: that app's codes).
 */
export const instanceDevRoutes = {
  /** Empty state (configured apps kept), no faults, clock back to wall time; with `privy-app-id`, of that app only. */
  reset: devRoute<Record<string, never>, Ok>()('POST', '/reset'),
  /**
   * Apps, then users with any linked accounts; all or nothing. An app that exists changes only in the
   * fields given (nested objects merged at every depth); a new one starts from the default config.
   */
  seed: devRoute<SeedData, SeedResult>()('POST', '/seed'),
  /** The instance's clock, or with `privy-app-id` the app's (its own offset on top of the instance's). */
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
};

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;
type DomainDevRoutes = Intersection<NonNullable<(typeof domains)[number]['devRoutes']>>;

/** The tables as one; two endpoints with one name, or one method and path, are a mistake caught at load. */
function merged(tables: readonly DevRoutes[]): DevRoutes {
  const all: Record<string, DevRoutes[string]> = {};
  const seen = new Set<string>();
  for (const [name, route] of tables.flatMap((table) => Object.entries(table))) {
    const endpoint = `${route.method} ${route.path}`;
    if (name in all || seen.has(endpoint)) throw new Error(`Two developer endpoints are named ${name} or ${endpoint}`);
    all[name] = route;
    seen.add(endpoint);
  }
  return all;
}

/**
 * The developer endpoints (`/__emulator/…`) as one typed table: paths, methods, bodies and
 * responses, made of the instance's own, the local chains' and those each domain declares. The emulator answers each,
 * `createEmulatorClient()` calls them, and tests and apps can build their own calls on them. Every
 * body is JSON; every error is `ApiErrorBody`.
 */
export const devRoutes = merged([
  instanceDevRoutes,
  chainDevRoutes,
  ...domains.flatMap((domain) => (domain.devRoutes ? [domain.devRoutes] : [])),
]) as typeof instanceDevRoutes & typeof chainDevRoutes & DomainDevRoutes;
