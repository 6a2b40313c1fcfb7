import type { Slice } from '../domains/domain.ts';
import { domains } from '../domains/index.ts';

/** The live slices of one instance, by domain name. */
export interface SliceStore {
  get<S>(slice: Slice<string, S>): S;
  /** Every domain's `reset` (default: a fresh slice). */
  reset(): void;
  /** Deep copies of every slice, to roll back a failed multi-step change. */
  snapshot(): Map<string, unknown>;
  /** Replaces slices (all or some), e.g. from a snapshot or an import. */
  replace(slices: Map<string, unknown>): void;
}

export function createSliceStore(): SliceStore {
  const slices = new Map<string, unknown>(domains.map((domain) => [domain.name, domain.create()]));
  return {
    get: <S>(slice: Slice<string, S>) => slices.get(slice.name) as S,
    reset() {
      for (const domain of domains) {
        const current = slices.get(domain.name);
        slices.set(
          domain.name,
          domain.reset ? (domain.reset as (slice: unknown) => unknown)(current) : domain.create(),
        );
      }
    },
    snapshot: () => new Map([...slices].map(([name, slice]) => [name, structuredClone(slice)])),
    replace(next) {
      for (const [name, slice] of next) slices.set(name, slice);
    },
  };
}
