import type * as v from 'valibot';
import type { DomainService, EmulatorCore, Service } from './core.ts';
import type { DevRoutes } from './devRoute.ts';
import type { Registry } from './registry.ts';
import type { Slice } from './slice.ts';

export function defineService<const Name extends string, T extends DomainService>(
  name: Name,
  service: (core: EmulatorCore) => T,
): Service<Name, T> {
  return { name, service };
}

/** Seed entries of one domain: each is validated by `schema`, then all are applied together. */
export interface DomainSeed<In, Parsed, Out> {
  readonly schema: v.GenericSchema<In, Parsed>;
  apply(core: EmulatorCore, entries: Parsed[]): Out[];
}

/** Keeps a seed's parsed-entry type tied to its schema. */
export function defineSeed<In, Parsed, Out>(seed: DomainSeed<In, Parsed, Out>): DomainSeed<In, Parsed, Out> {
  return seed;
}

/** What every domain may declare besides its state. */
interface DomainParts<Name extends string, SeedIn, SeedOut, Dev extends DevRoutes> {
  readonly name: Name;
  /** Seeding: entries under `seed({ [name]: [...] })`, applied in domain order (all or nothing). */
  // biome-ignore lint/suspicious/noExplicitAny: each domain parses its own entries; `apply` only ever gets what its `schema` produced.
  readonly seed?: DomainSeed<SeedIn, any, SeedOut>;
  /**
   * Its developer endpoints (`/__emulator/…`), with their body and response types (`devRoute`):
   * `register` answers each, and the public `devRoutes` and the typed client are made of them.
   */
  readonly devRoutes?: Dev;
  /** Provider routes, developer endpoints and pages. */
  register?(registry: Registry): void;
  /** A user was deleted (their account was transferred to another user): drop what the domain keeps of them. */
  forgetUser?(core: EmulatorCore, userId: string): void;
  /**
   * App `appId` is reset (`forApp(appId).reset()`): drop what the domain keeps for that app (its users
   * are forgotten first, one by one, through `forgetUser`); its config stays, other apps are untouched.
   */
  forgetApp?(core: EmulatorCore, appId: string): void;
}

/** A domain that keeps its state in a slice: plain data the instance resets, copies, exports and imports. */
export interface SliceDomain<
  Name extends string = string,
  S = unknown,
  J = unknown,
  SeedIn = never,
  SeedOut = never,
  Dev extends DevRoutes = DevRoutes,
> extends DomainParts<Name, SeedIn, SeedOut, Dev>,
    Slice<Name, S> {
  /** What `reset()` leaves; default a fresh slice. */
  reset?(slice: S): S;
  /** Export and import: `schema` validates an imported slice before anything changes. */
  readonly state: {
    readonly schema: v.GenericSchema<unknown, J>;
    save(slice: S): J;
    load(json: J): S;
  };
}

/** A domain that keeps its state in a running service (see `DomainService`). */
export interface ServiceDomain<
  Name extends string = string,
  J = unknown,
  T extends DomainService<J> = DomainService<J>,
  SeedIn = never,
  SeedOut = never,
  Dev extends DevRoutes = DevRoutes,
> extends DomainParts<Name, SeedIn, SeedOut, Dev>,
    Service<Name, T> {
  /** Validates the service's part of an imported state before anything changes. */
  readonly state: { readonly schema: v.GenericSchema<unknown, J> };
}

// biome-ignore lint/suspicious/noExplicitAny: the list holds domains of every slice, state and seed type.
type AnySliceDomain = SliceDomain<string, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for services.
type AnyServiceDomain = ServiceDomain<string, any, any, any, any>;
/**
 * A part of the emulator by domain (apps, identity, e-mail codes, wallets, …). It owns its state (a
 * slice, or a service), what reset leaves of it, its part of the state JSON, its seed entries, its
 * routes and its developer endpoints, and joins the instance through the list in
 * `domains/index.ts`.
 */
export type Domain = AnySliceDomain | AnyServiceDomain;

export function isServiceDomain(domain: Domain): domain is AnyServiceDomain {
  return 'service' in domain;
}

/** Keeps a domain's literal name and its slice (or service), state, seed and developer-route types. */
export function defineDomain<
  const Name extends string,
  S,
  J,
  SeedIn = never,
  SeedOut = never,
  const Dev extends DevRoutes = Record<never, never>,
>(domain: SliceDomain<Name, S, J, SeedIn, SeedOut, Dev>): SliceDomain<Name, S, J, SeedIn, SeedOut, Dev>;
export function defineDomain<
  const Name extends string,
  J,
  T extends DomainService<J>,
  SeedIn = never,
  SeedOut = never,
  const Dev extends DevRoutes = Record<never, never>,
>(domain: ServiceDomain<Name, J, T, SeedIn, SeedOut, Dev>): ServiceDomain<Name, J, T, SeedIn, SeedOut, Dev>;
export function defineDomain(domain: Domain): Domain {
  return domain;
}
