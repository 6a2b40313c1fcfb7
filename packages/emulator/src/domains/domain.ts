import type * as v from 'valibot';
import type { EmulatorCore } from '../core.ts';
import type { Registry } from '../http/registry.ts';

/**
 * A domain's state slice: what `core.slice(slice)` returns. Declared apart from the domain (in the
 * domain's `slice.ts`) so that other domains can read it without importing its routes.
 */
export interface Slice<Name extends string = string, S = unknown> {
  /** Key of the slice in the instance, the state JSON and the seed data (`seed({ [name]: [...] })`). */
  readonly name: Name;
  /** A fresh slice, as a new instance has it. */
  create(): S;
}

export function defineSlice<const Name extends string, S>(name: Name, create: () => S): Slice<Name, S> {
  return { name, create };
}

/**
 * A part of the emulator by domain (apps, users, e-mail codes, sessions, …). It owns its state
 * slice, what reset leaves of it, its part of the state JSON, its seed entries and its routes, and
 * registers itself with the instance through the list in `./index.ts`.
 */
export interface Domain<Name extends string = string, S = unknown, J = unknown, SeedIn = never, SeedOut = never>
  extends Slice<Name, S> {
  /** What `reset()` leaves; default a fresh slice. */
  reset?(slice: S): S;
  /** Export and import: `schema` validates an imported slice before anything changes. */
  readonly state: {
    readonly schema: v.GenericSchema<unknown, J>;
    save(slice: S): J;
    load(json: J): S;
  };
  /** Seeding: entries under `seed({ [name]: [...] })`, applied in domain order (all or nothing). */
  // biome-ignore lint/suspicious/noExplicitAny: each domain parses its own entries; `apply` only ever gets what its `schema` produced.
  readonly seed?: DomainSeed<SeedIn, any, SeedOut>;
  /** Provider routes and developer endpoints. */
  register?(registry: Registry): void;
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

/** Keeps a domain's literal name and slice, state and seed types (the instance and contract derive from them). */
export function defineDomain<const Name extends string, S, J, SeedIn = never, SeedOut = never>(
  domain: Domain<Name, S, J, SeedIn, SeedOut>,
): Domain<Name, S, J, SeedIn, SeedOut> {
  return domain;
}
