import * as v from 'valibot';
import type { EmulatorCore } from '../kernel/core.ts';
import type { Domain } from '../kernel/domain.ts';
import { ApiError, invalidData } from '../kernel/errors.ts';
import { validate } from '../kernel/validate.ts';
import type { StateStore } from './store.ts';

type SeedOf<D extends Domain> = NonNullable<D['seed']>;
type SeedIn<D extends Domain> = SeedOf<D> extends { schema: v.GenericSchema<infer In, unknown> } ? In : never;
type SeedOut<D extends Domain> = SeedOf<D> extends { apply(...args: never[]): (infer Out)[] } ? Out : never;
type Seeding<D extends Domain> = [SeedIn<D>] extends [never] ? never : D;

/** `seed()` and `POST /__emulator/seed` for these domains: entries per seeding domain (`apps`, `users`, …), each optional. */
export type SeedDataOf<D extends Domain> = { [K in D as Seeding<K> extends never ? never : K['name']]?: SeedIn<K>[] };
/** What seeding created, per domain, as the wire shows it. */
export type SeedResultOf<D extends Domain> = { [K in D as Seeding<K> extends never ? never : K['name']]: SeedOut<K>[] };

export interface Seeder<Data, Result> {
  /** The seed body: every seeding domain's entries, each validated by that domain's schema. */
  readonly schema: v.GenericSchema<Data, Data>;
  /** Applies seed data domain by domain, in list order (apps before users). All or nothing: on any error nothing changes. */
  apply(core: EmulatorCore, states: StateStore, data: unknown): Result;
}

export function createSeeder<const Ds extends readonly Domain[]>(
  domains: Ds,
): Seeder<SeedDataOf<Ds[number]>, SeedResultOf<Ds[number]>> {
  const seeding = domains.flatMap((domain) => (domain.seed ? [{ name: domain.name, seed: domain.seed }] : []));
  const schema = v.strictObject(
    Object.fromEntries(seeding.map((domain) => [domain.name, v.exactOptional(v.array(domain.seed.schema))])),
  ) as unknown as v.GenericSchema<SeedDataOf<Ds[number]>, SeedDataOf<Ds[number]>>;
  return {
    schema,
    apply(core, states, data) {
      const parsed = validate(schema, data, 'Seed data') as Record<string, unknown[] | undefined>;
      const before = states.snapshot();
      try {
        const result: Record<string, unknown[]> = {};
        for (const domain of seeding) result[domain.name] = domain.seed.apply(core, parsed[domain.name] ?? []);
        return result as SeedResultOf<Ds[number]>;
      } catch (error) {
        states.restore(before);
        throw error instanceof ApiError ? error : invalidData(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
