import * as v from 'valibot';
import type { EmulatorCore } from '../core.ts';
import { type AnyDomain, domains } from '../domains/index.ts';
import { ApiError, invalidData } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { SliceStore } from './slices.ts';

type SeedOf<D extends AnyDomain> = NonNullable<D['seed']>;
type SeedIn<D extends AnyDomain> = SeedOf<D> extends { schema: v.GenericSchema<infer In, unknown> } ? In : never;
type SeedOut<D extends AnyDomain> = SeedOf<D> extends { apply(...args: never[]): (infer Out)[] } ? Out : never;
type Seeding<D extends AnyDomain> = [SeedIn<D>] extends [never] ? never : D;

/** `seed()` and `POST /__emulator/seed`: entries per seeding domain (`apps`, `users`, …), each optional. */
export type SeedData = { [D in AnyDomain as Seeding<D> extends never ? never : D['name']]?: SeedIn<D>[] };
/** What seeding created, per domain, as the wire shows it. */
export type SeedResult = { [D in AnyDomain as Seeding<D> extends never ? never : D['name']]: SeedOut<D>[] };

/** The domains that take seed entries, each with its seed (apps before users). */
const seeding = domains.flatMap((domain) => (domain.seed ? [{ name: domain.name, seed: domain.seed }] : []));

/** The seed body: every seeding domain's entries, each validated by that domain's schema. */
export const seedDataSchema = v.strictObject(
  Object.fromEntries(seeding.map((domain) => [domain.name, v.exactOptional(v.array(domain.seed.schema))])),
) as unknown as v.GenericSchema<SeedData, SeedData>;

/** Applies seed data domain by domain (apps before users). All or nothing: on any error nothing changes. */
export function applySeed(core: EmulatorCore, slices: SliceStore, data: unknown): SeedResult {
  const parsed = validate(seedDataSchema, data, 'Seed data');
  const before = slices.snapshot();
  try {
    const result: Record<string, unknown[]> = {};
    for (const domain of seeding) {
      result[domain.name] = domain.seed.apply(
        core,
        (parsed as Record<string, unknown[] | undefined>)[domain.name] ?? [],
      );
    }
    return result as SeedResult;
  } catch (error) {
    slices.replace(before);
    throw error instanceof ApiError ? error : invalidData(error instanceof Error ? error.message : String(error));
  }
}
