import * as v from 'valibot';
import { MAX_CLOCK_OFFSET_MS } from '../clock.ts';
import type { EmulatorCore } from '../core.ts';
import type { Slice } from '../domains/domain.ts';
import { type AnyDomain, domains } from '../domains/index.ts';
import { invalidData } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { KeyMaterial } from '../tokens.ts';
import type { SliceStore } from './slices.ts';

/**
 * Version of the state JSON. A domain added later needs no new version: a state without its slice
 * loads with a fresh one.
 */
export const STATE_VERSION = 3;

type StateOf<D extends AnyDomain> = D['state'] extends { save(slice: never): infer J } ? J : never;

/**
 * An instance's state as JSON (`GET /__emulator/state`, `--state <file>`): every domain's slice, the
 * clock offset and the signing key, so tokens issued before an export still verify after an
 * import. Faults and rate-limit counters are not included.
 */
export interface EmulatorStateJson {
  version: typeof STATE_VERSION;
  exportedAt: string;
  clockOffsetMs: number;
  keys: KeyMaterial;
  domains: { [D in AnyDomain as D['name']]: StateOf<D> };
}

const envelopeSchema = v.strictObject({
  version: v.literal(
    STATE_VERSION,
    `Unsupported state: expected version ${STATE_VERSION} (export it again from this emulator)`,
  ),
  exportedAt: v.string(),
  clockOffsetMs: v.pipe(v.number(), v.finite(), v.minValue(-MAX_CLOCK_OFFSET_MS), v.maxValue(MAX_CLOCK_OFFSET_MS)),
  keys: v.strictObject({ privateKeyPem: v.string(), publicKeyPem: v.string() }),
  domains: v.record(v.picklist(domains.map((domain) => domain.name)), v.unknown()),
});

export function exportState(core: EmulatorCore, slices: SliceStore): EmulatorStateJson {
  const state: Record<string, unknown> = {};
  for (const domain of domains) {
    const slice = slices.get(domain as Slice<string, unknown>);
    state[domain.name] = (domain.state.save as (slice: unknown) => unknown)(slice);
  }
  return {
    version: STATE_VERSION,
    exportedAt: new Date(core.clock.now()).toISOString(),
    clockOffsetMs: core.clock.offset(),
    keys: core.tokens.keyMaterial(),
    domains: state as EmulatorStateJson['domains'],
  };
}

/**
 * Replaces the instance's state (and signing key) with an export. Everything is validated first
 * (400 `invalid_data`); on any error nothing changes.
 */
export async function importState(core: EmulatorCore, slices: SliceStore, json: unknown): Promise<void> {
  const envelope = validate(envelopeSchema, json, 'State');
  const next = new Map<string, unknown>();
  for (const domain of domains) {
    const saved = envelope.domains[domain.name];
    const slice =
      saved === undefined
        ? domain.create()
        : (domain.state.load as (json: unknown) => unknown)(
            validate(domain.state.schema, saved, `State of ${domain.name}`),
          );
    next.set(domain.name, slice);
  }
  try {
    await core.tokens.load(envelope.keys);
  } catch (error) {
    throw invalidData(
      `State field \`keys\` is not an ES256 key pair: ${error instanceof Error ? error.message : error}`,
    );
  }
  slices.replace(next);
  core.clock.setOffset(envelope.clockOffsetMs);
}
