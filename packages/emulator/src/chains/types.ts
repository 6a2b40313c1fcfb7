import type { WireScanResponse } from '@foyer/headless/contract';
import type * as v from 'valibot';
import type { DomainChain } from '../kernel/chains.ts';

/** What `chains.fund` adds: decimal amounts in whole units (`'1.5'` ETH or SOL, `'100'` USDC). */
export interface FundAmounts {
  native?: string;
  usdc?: string;
}

/** A transaction to scan, as `POST /api/v1/scan/transaction` carries it (the chain validates `params`). */
export interface ScanInput {
  method: string;
  params: readonly unknown[];
  /** The requesting site (`metadata.domain`). */
  domain: string;
}

/**
 * One local chain (an EVM chain by its numeric id, or the Solana cluster `'solana'`) of a Node
 * emulator: native code, made by `chains/index.ts` and given to the instance, which never imports
 * it (the in-process emulator has none). A chain starts on its first call (`reset` and `save` of a
 * chain never started do not start it). Every call is serialized by the chain: a scan's snapshot and
 * revert never interleave with a send.
 */
export interface LocalChain<J = unknown> extends DomainChain {
  /** Raises `address`'s balances by the amounts (throws a `TypeError` for a bad address or amount). */
  fund(address: string, amounts: FundAmounts): Promise<void>;
  mine(blocks: number): Promise<void>;
  increaseTime(seconds: number): Promise<void>;
  /** Its state now, to `revert` to: an id of this chain. */
  snapshot(): Promise<string>;
  /** Back to `snapshot` `id` (later snapshots are dropped); false when the id is unknown. */
  revert(id: string): Promise<boolean>;
  /** Back to its state at start (at once when it never started). */
  reset(): Promise<void>;
  /** Its state, for the emulator's export (synchronous, as the export is). */
  save(): J;
  /** Validates a saved state before any chain changes. */
  readonly schema: v.GenericSchema<unknown, J>;
  /** Its state at start, then `json` applied. */
  load(json: J): Promise<void>;
  /** Simulates the transaction (nothing stays on the chain) and judges it; `denyList` lowercased. */
  scan(input: ScanInput, denyList: ReadonlySet<string>): Promise<WireScanResponse>;
  /**
   * A token's name, symbol and decimals read from the chain (`GET /api/v1/spl_token_info` on
   * Solana); null when no such token. Chains without the route leave it out.
   */
  tokenInfo?(address: string): Promise<{ name: string | null; symbol: string | null; decimals: number } | null>;
  /** Stops what the chain runs beside it (the bundler of its ERC-4337 stack), as the emulator closes. */
  close?(): Promise<void>;
}
