import * as v from 'valibot';
import { type ChainId, ChainUnavailableError, type DomainChains, NO_CHAINS_MESSAGE } from '../kernel/chains.ts';
import { validate } from '../kernel/validate.ts';
import { DEFAULT_EVM_CHAIN_ID } from './evmChains.ts';
import type { FundAmounts, LocalChain } from './types.ts';

export interface FundOptions extends FundAmounts {
  /** Default 31337. */
  chainId?: ChainId;
}

/**
 * The developer controls of the local chains (`controls.chains`, `forApp(appId).chains`). They need
 * the chains of a Node emulator (`createEmulator()`); in-process every call throws saying so.
 */
export interface ChainControls {
  /** Raises `address`'s balances on one chain by `native` (ETH or SOL) and `usdc`, decimal amounts in whole units. */
  fund(address: string, options?: FundOptions): Promise<void>;
  /** Mines `blocks` (default 1) on one chain (default 31337). */
  mine(options?: { chainId?: ChainId; blocks?: number }): Promise<void>;
  /** Moves every chain's time on by `seconds`, with a block at the new time. */
  increaseTime(seconds: number): Promise<void>;
  /** Every chain's state now: the id to `revert` to. */
  snapshot(): Promise<string>;
  /** Every chain back to snapshot `id` (it and later snapshots are used up); throws for an unknown id. */
  revert(id: string): Promise<void>;
  /**
   * The addresses the scanner calls malicious (`POST /api/v1/scan/transaction`): replaces the list of
   * the instance, or of the app with `forApp(appId)` (an app's scans check both).
   */
  denyList(addresses: string[]): void;
}

/** The chains' part of the state JSON: each chain's state by id, and the deny lists. */
export interface ChainsStateJson {
  chains: Record<string, unknown>;
  denyList: string[];
  appDenyLists: Record<string, string[]>;
}

/** What the instance holds of its chains: the chains (none in-process), their controls, state and deny lists. */
export interface ChainHub extends DomainChains {
  chain(id: ChainId): LocalChain | undefined;
  controls(appId?: string): ChainControls;
  /** The deny list an app's scans check (the instance's and the app's), lowercased. */
  denyListOf(appId: string): ReadonlySet<string>;
  /** Every started chain back to its start (in order with the chains' other calls), deny lists emptied. */
  reset(): void;
  /** Stops what the chains run beside them (bundlers), as the emulator closes. */
  close(): Promise<void>;
  forgetApp(appId: string): void;
  save(): ChainsStateJson;
  /**
   * Validates the chains' part of an imported state (400 `invalid_data` naming the field) and returns
   * what applies it: nothing changes until then.
   */
  prepareLoad(json: unknown): () => Promise<void>;
}

const stateSchema = v.strictObject({
  chains: v.record(v.string(), v.unknown()),
  denyList: v.array(v.string()),
  appDenyLists: v.record(v.string(), v.array(v.string())),
});

const lower = (addresses: readonly string[]) => addresses.map((address) => address.toLowerCase());

/** The hub of `chains` (in id order); with none (in-process), every control throws `NO_CHAINS_MESSAGE`. */
export function createChainHub(chains: readonly LocalChain[] = []): ChainHub {
  const byId = new Map<ChainId, LocalChain>(chains.map((chain) => [chain.id, chain]));
  let denyList: string[] = [];
  const appDenyLists = new Map<string, string[]>();
  /** Instance snapshots: each chain's snapshot id, by the id handed out. */
  const snapshots = new Map<string, Map<ChainId, string>>();
  let nextSnapshot = 1;

  const need = (id: ChainId = DEFAULT_EVM_CHAIN_ID) => {
    if (chains.length === 0) throw new ChainUnavailableError(NO_CHAINS_MESSAGE);
    const chain = byId.get(id);
    if (!chain)
      throw new TypeError(`No chain ${JSON.stringify(id)} in the emulator (chains: ${[...byId.keys()].join(', ')})`);
    return chain;
  };
  const all = () => {
    need();
    return chains;
  };
  const controls = (appId?: string): ChainControls => ({
    async fund(address, { chainId, ...amounts } = {}) {
      await need(chainId).fund(address, amounts);
    },
    async mine({ chainId, blocks = 1 } = {}) {
      await need(chainId).mine(blocks);
    },
    async increaseTime(seconds) {
      await Promise.all(all().map((chain) => chain.increaseTime(seconds)));
    },
    async snapshot() {
      const ids = await Promise.all(all().map(async (chain) => [chain.id, await chain.snapshot()] as const));
      const id = String(nextSnapshot++);
      snapshots.set(id, new Map(ids));
      return id;
    },
    async revert(id) {
      const taken = snapshots.get(id);
      if (!taken) throw new TypeError(`No chain snapshot ${JSON.stringify(id)} (each can be reverted to once)`);
      for (const later of snapshots.keys()) if (Number(later) >= Number(id)) snapshots.delete(later);
      const reverted = await Promise.all(all().map((chain) => chain.revert(taken.get(chain.id) ?? '')));
      const lost = all().filter((_, index) => !reverted[index]);
      if (lost.length > 0)
        throw new Error(`Chains ${lost.map((chain) => chain.id).join(', ')} no longer hold snapshot ${id}`);
    },
    denyList(addresses) {
      if (chains.length === 0) throw new ChainUnavailableError(NO_CHAINS_MESSAGE);
      if (appId === undefined) denyList = lower(addresses);
      else appDenyLists.set(appId, lower(addresses));
    },
  });

  return {
    chain: (id) => byId.get(id),
    ids: [...byId.keys()],
    controls,
    denyListOf: (appId) => new Set([...denyList, ...(appDenyLists.get(appId) ?? [])]),
    reset() {
      denyList = [];
      appDenyLists.clear();
      snapshots.clear();
      // Queued behind each chain's lock: every later call sees the chain at its start.
      for (const chain of chains) void chain.reset().catch(() => undefined);
    },
    close: async () => {
      await Promise.all(chains.map((chain) => chain.close?.()));
    },
    forgetApp: (appId) => appDenyLists.delete(appId),
    save: () => ({
      chains: Object.fromEntries(chains.map((chain) => [String(chain.id), chain.save()])),
      denyList: [...denyList],
      appDenyLists: Object.fromEntries(appDenyLists),
    }),
    prepareLoad(json) {
      const state = validate(stateSchema, json, 'State of the chains');
      const parts = chains.map((chain) => {
        const part = state.chains[String(chain.id)];
        return [
          chain,
          part === undefined ? undefined : validate(chain.schema, part, `State of chain ${chain.id}`),
        ] as const;
      });
      return async () => {
        denyList = lower(state.denyList);
        appDenyLists.clear();
        for (const [appId, list] of Object.entries(state.appDenyLists)) appDenyLists.set(appId, lower(list));
        snapshots.clear();
        await Promise.all(parts.map(([chain, part]) => (part === undefined ? chain.reset() : chain.load(part))));
      };
    },
  };
}
