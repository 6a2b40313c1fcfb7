import { type Address, isAddress } from '@solana/kit';
import type { PayAsset } from '../../kernel/chains.ts';
import { existing, parseUnits, readMintAccount } from './accounts.ts';
import { callMethod, type RpcOutcome } from './callMethod.ts';
import { airdrop, mintUsdc, usdcAccountOf } from './faucet.ts';
import { payFromFundingAccount } from './fundingPayout.ts';
import { installGenesis } from './genesis.ts';
import { type JournalEntry, Ledger } from './ledger.ts';
import { rpcMethods } from './rpc.ts';
import { type ScanResponse, scanTransaction } from './scan.ts';
import { type SolanaChainState, solanaStateSchema as stateSchema } from './state.ts';
import { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

export type { ScanResponse } from './scan.ts';
export type { SolanaChainState } from './state.ts';
export { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

/** A transaction to scan, as `POST /api/v1/scan/transaction` carries it. */
export interface SolanaScanInput {
  method: string;
  params: readonly unknown[];
  domain: string;
}

/**
 * The local Solana cluster: LiteSVM served as Solana JSON-RPC, with the emulator's controls. Its
 * shape is the chains' `LocalChain` (id `'solana'`), plus `tokenInfo` for `spl_token_info`.
 */
export interface SolanaChain {
  readonly id: 'solana';
  /** Makes the cluster (LiteSVM, the faucet, the USDC mint); every other call waits for it. Idempotent. */
  start(): Promise<void>;
  /** One JSON-RPC call (JSON-safe result: u64s as numbers). */
  rpc(method: string, params: readonly unknown[]): Promise<RpcOutcome>;
  /** Raises `address`'s SOL and USDC by decimal amounts (USDC minted to its associated token account). */
  fund(address: string, amounts: { native?: string; usdc?: string }): Promise<void>;
  /** A real SOL or USDC transfer from the funding account (`FUNDING_ACCOUNT.solana`) to `address`: its signature. */
  pay(address: string, asset: PayAsset, amount: bigint): Promise<string>;
  /** Produces empty slots (and a new blockhash). */
  mine(blocks: number): Promise<void>;
  /** Moves the cluster's clock forward, and its slots with it (400 ms each): blockhashes expire after 60 s. */
  increaseTime(seconds: number): Promise<void>;
  snapshot(): Promise<string>;
  /** Back to snapshot `id` (it and later ones are used up); false for an unknown id. */
  revert(id: string): Promise<boolean>;
  reset(): Promise<void>;
  save(): SolanaChainState;
  readonly schema: typeof stateSchema;
  /** The state at start, then `state`'s journal replayed; an entry that does not replay throws and changes nothing. */
  load(state: SolanaChainState): Promise<void>;
  /** Reference §5.12's scan of `params[0]`, a base64 wire transaction (signatures may be empty). */
  scan(input: SolanaScanInput, denyList: ReadonlySet<string>): Promise<ScanResponse>;
  /** A mint's name and symbol (known for the emulator's USDC, else null) and decimals (read from the chain); null when no mint. */
  tokenInfo(mint: string): Promise<{ name: string | null; symbol: string | null; decimals: number } | null>;
}

function requireAddress(value: string): Address {
  if (!isAddress(value)) throw new TypeError(`Not a Solana address: ${value}`);
  return value;
}

function amount(value: string | undefined, decimals: number, name: string): bigint {
  if (value === undefined) return 0n;
  try {
    return parseUnits(value, decimals);
  } catch (error) {
    throw new TypeError(`\`${name}\`: ${(error as Error).message}`);
  }
}

/** The cluster, made on first use (`genesisTime`: its clock's start, default now). */
export function createSolanaChain(options: { genesisTime?: bigint } = {}): SolanaChain {
  let ledger: Ledger | undefined;
  let methods: ReturnType<typeof rpcMethods> | undefined;
  const genesisTime = options.genesisTime ?? BigInt(Math.floor(Date.now() / 1000));
  const marks = new Map<string, number>();
  let nextMark = 1;

  const started = (): Ledger => {
    if (!ledger) {
      ledger = new Ledger(genesisTime, installGenesis);
      const cluster = ledger;
      methods = rpcMethods({ ledger: cluster, airdrop: (to, lamports) => airdrop(cluster, to, lamports) });
    }
    return ledger;
  };

  function tokenInfo(mint: string) {
    if (!isAddress(mint)) return null;
    const account = readMintAccount(existing(started().svm, mint));
    if (account === null) return null;
    const known = mint === SOLANA_USDC_MINT ? SOLANA_USDC : { name: null, symbol: null };
    return { name: known.name, symbol: known.symbol, decimals: account.decimals };
  }

  return {
    id: 'solana',
    start: async () => {
      started();
    },
    async rpc(method, params) {
      started();
      return callMethod(methods ?? {}, method, params);
    },
    async fund(address, amounts) {
      const owner = requireAddress(address);
      const native = amount(amounts.native, 9, 'native');
      const usdc = amount(amounts.usdc, SOLANA_USDC.decimals, 'usdc');
      const account = await usdcAccountOf(owner);
      if (native > 0n) airdrop(started(), owner, native);
      if (usdc > 0n) mintUsdc(started(), owner, usdc, account);
    },
    async pay(to, asset, amount) {
      return payFromFundingAccount(started(), requireAddress(to), asset, amount);
    },
    async mine(blocks) {
      if (!Number.isSafeInteger(blocks) || blocks < 1) throw new TypeError('`blocks` must be a positive integer');
      started().mine(blocks);
    },
    async increaseTime(seconds) {
      if (!Number.isSafeInteger(seconds) || seconds < 0)
        throw new TypeError('`seconds` must be a non-negative integer');
      started().advanceTime(seconds);
    },
    async snapshot() {
      const id = String(nextMark++);
      marks.set(id, started().journal.length);
      return id;
    },
    async revert(id) {
      const length = marks.get(id);
      if (length === undefined) return false;
      for (const mark of marks.keys()) if (Number(mark) >= Number(id)) marks.delete(mark);
      const cluster = started();
      cluster.rebuild(cluster.journal.slice(0, length));
      return true;
    },
    async reset() {
      marks.clear();
      ledger?.rebuild([], genesisTime);
    },
    save: () => ({
      genesisTime: (ledger?.genesisTime ?? genesisTime).toString(),
      journal: structuredClone(ledger?.journal ?? []),
    }),
    schema: stateSchema,
    async load(state) {
      const cluster = started();
      const previous = { journal: cluster.journal, genesisTime: cluster.genesisTime };
      try {
        cluster.rebuild(state.journal as JournalEntry[], BigInt(state.genesisTime));
      } catch (error) {
        cluster.rebuild(previous.journal, previous.genesisTime);
        throw error;
      }
      marks.clear();
    },
    async scan(input, denyList) {
      if (input.method !== 'signAndSendTransaction' && input.method !== 'signTransaction') {
        throw new TypeError(
          `A Solana scan takes request.method 'signAndSendTransaction', not ${JSON.stringify(input.method)}`,
        );
      }
      if (typeof input.params[0] !== 'string') {
        throw new TypeError('request.params[0] must be the base64 wire transaction');
      }
      return scanTransaction(started(), input.params[0], denyList, tokenInfo);
    },
    tokenInfo: async (mint) => tokenInfo(mint),
  };
}
