import * as v from 'valibot';
import type { ChainHub, ChainsStateJson } from '../chains/hub.ts';
import { MAX_CLOCK_OFFSET_MS } from '../kernel/clock.ts';
import type { DomainService, EmulatorCore } from '../kernel/core.ts';
import type { Domain } from '../kernel/domain.ts';
import { invalidData } from '../kernel/errors.ts';
import type { KeyMaterial } from '../kernel/tokens.ts';
import { validate } from '../kernel/validate.ts';
import type { StateStore } from './store.ts';

/**
 * Version of the state JSON. A domain added later needs no new version: a state without its part
 * loads with a fresh one.
 */
export const STATE_VERSION = 3;

type StateOf<D extends Domain> = D extends { state: { save(slice: never): infer J } }
  ? J
  : D extends { service(core: never): DomainService<infer J> }
    ? J
    : never;

/**
 * An instance's state as JSON (`GET /__emulator/state`, `--state <file>`) for these domains: every
 * domain's part, the clock offset and the signing key, so tokens issued before an export still verify
 * after an import. Faults and rate-limit counters are not included.
 */
export interface StateJsonOf<D extends Domain> {
  version: typeof STATE_VERSION;
  exportedAt: string;
  clockOffsetMs: number;
  keys: KeyMaterial;
  domains: { [K in D as K['name']]: StateOf<K> };
  /** The local chains' state (a Node emulator's); an import without it leaves them at their start. */
  chains?: ChainsStateJson;
}

export function exportState<D extends Domain>(
  core: EmulatorCore,
  states: StateStore,
  chains: ChainHub,
): StateJsonOf<D> {
  return {
    version: STATE_VERSION,
    exportedAt: new Date(core.clock.now()).toISOString(),
    clockOffsetMs: core.clock.offset(),
    keys: core.tokens.keyMaterial(),
    domains: states.save() as StateJsonOf<D>['domains'],
    chains: chains.save(),
  };
}

/**
 * Replaces the instance's state (and signing key) with an export. Everything is validated first
 * (400 `invalid_data`); on any error nothing changes.
 */
export async function importState(
  core: EmulatorCore,
  states: StateStore,
  domains: readonly Domain[],
  json: unknown,
  chains: ChainHub,
): Promise<void> {
  const envelope = validate(
    v.strictObject({
      version: v.literal(
        STATE_VERSION,
        `Unsupported state: expected version ${STATE_VERSION} (export it again from this emulator)`,
      ),
      exportedAt: v.string(),
      clockOffsetMs: v.pipe(v.number(), v.finite(), v.minValue(-MAX_CLOCK_OFFSET_MS), v.maxValue(MAX_CLOCK_OFFSET_MS)),
      keys: v.strictObject({ privateKeyPem: v.string(), publicKeyPem: v.string() }),
      domains: v.record(v.picklist(domains.map((domain) => domain.name)), v.unknown()),
      chains: v.optional(v.unknown()),
    }),
    json,
    'State',
  );
  const parts = new Map<string, unknown>();
  for (const domain of domains) {
    const saved = envelope.domains[domain.name];
    if (saved !== undefined) parts.set(domain.name, validate(domain.state.schema, saved, `State of ${domain.name}`));
  }
  const loadChains = chains.prepareLoad(envelope.chains ?? { chains: {}, denyList: [], appDenyLists: {} });
  try {
    await core.tokens.load(envelope.keys);
  } catch (error) {
    throw invalidData(
      `State field \`keys\` is not an ES256 key pair: ${error instanceof Error ? error.message : error}`,
    );
  }
  await states.load(parts);
  core.clock.setOffset(envelope.clockOffsetMs);
  await loadChains();
}
