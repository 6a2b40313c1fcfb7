import { base64 } from '@scure/base';
import { type Address, type Blockhash, getAddressDecoder } from '@solana/kit';
import { Clock, FailedTransactionMetadata, LiteSVM, type SimulatedTransactionInfo } from 'litesvm';
import { existing, readMintAccount, readTokenAccount, uiTokenAmount } from './accounts.ts';
import { transactionFee } from './fees.ts';
import { type DecodedTransaction, decodeTransaction } from './message.ts';
import { ADDRESS_LOOKUP_TABLE_PROGRAM } from './programs.ts';
import { describeTransactionError, type TransactionErrorJson } from './transactionError.ts';

/** How many blocks a blockhash stays valid, as on Solana's clusters (about a minute). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n;
const SLOT_MS = 400;
const LOOKUP_TABLE_META_SIZE = 56;

export interface TokenBalance {
  accountIndex: number;
  mint: Address;
  owner: Address;
  programId: Address;
  uiTokenAmount: ReturnType<typeof uiTokenAmount>;
}

/** A landed transaction, as `getTransaction` and `getSignatureStatuses` read it. */
export interface Receipt {
  signature: string;
  slot: bigint;
  blockTime: bigint;
  decoded: DecodedTransaction;
  err: TransactionErrorJson | null;
  fee: bigint;
  accountKeys: Address[];
  loaded: { writable: Address[]; readonly: Address[] };
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  computeUnits: bigint;
}

/** What changed the chain, in order: replaying it on the genesis state rebuilds the same chain. */
export type JournalEntry =
  | { op: 'tx'; wire: string }
  | { op: 'time'; seconds: number }
  | { op: 'slots'; slots: number };

export type Simulation =
  | { ok: true; info: SimulatedTransactionInfo }
  | { ok: false; error: { json: TransactionErrorJson; message: string }; logs: string[]; units: bigint };

export type Execution =
  | { landed: true; receipt: Receipt }
  | { landed: false; error: { json: TransactionErrorJson; message: string } };

/**
 * One LiteSVM cluster with what LiteSVM leaves to a validator: blocks (each landed transaction is
 * a slot of its own, then a new blockhash), blockhash expiry by block height, the receipts, and a
 * journal of every change so a snapshot, a revert or an import is a replay from genesis.
 * LiteSVM's own blockhash check (only the latest blockhash is valid) is off: the age check here
 * accepts any blockhash of the last 150 blocks, as a validator does.
 */
export class Ledger {
  svm!: LiteSVM;
  journal: JournalEntry[] = [];
  readonly receipts = new Map<string, Receipt>();
  private readonly blockhashes = new Map<string, bigint>();
  private genesisSlot = 0n;

  constructor(
    public genesisTime: bigint,
    private readonly genesis: (svm: LiteSVM) => void,
  ) {
    this.rebuild([]);
  }

  /** Back to genesis (at `genesisTime`), then `entries` replayed; an entry that does not replay throws. */
  rebuild(entries: readonly JournalEntry[], genesisTime = this.genesisTime): void {
    this.genesisTime = genesisTime;
    this.svm = new LiteSVM().withBlockhashCheck(false);
    const clock = this.svm.getClock();
    this.genesisSlot = clock.slot;
    this.svm.setClock(
      new Clock(clock.slot, this.genesisTime, clock.epoch, clock.leaderScheduleEpoch, this.genesisTime),
    );
    this.genesis(this.svm);
    this.journal = [];
    this.receipts.clear();
    this.blockhashes.clear();
    this.blockhashes.set(this.svm.latestBlockhash(), BLOCKHASH_VALIDITY_BLOCKS);
    for (const entry of entries) this.replay(entry);
  }

  private replay(entry: JournalEntry): void {
    if (entry.op === 'tx') {
      const execution = this.execute(decodeTransaction(base64.decode(entry.wire)));
      if (!execution.landed) throw new Error(`A journaled transaction does not replay: ${execution.error.message}`);
    } else if (entry.op === 'time') this.advanceTime(entry.seconds);
    else this.mine(entry.slots);
  }

  slot(): bigint {
    return this.svm.getClock().slot;
  }

  blockHeight(): bigint {
    return this.slot() - this.genesisSlot;
  }

  unixTimestamp(): bigint {
    return this.svm.getClock().unixTimestamp;
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.blockHeight() };
  }

  isBlockhashValid(blockhash: string): boolean {
    return (this.blockhashes.get(blockhash) ?? -1n) >= this.blockHeight();
  }

  /** The transaction's account keys: its static ones, then those its lookup tables load (writable first). */
  accountKeys(decoded: DecodedTransaction): { keys: Address[]; loaded: { writable: Address[]; readonly: Address[] } } {
    const loaded = { writable: [] as Address[], readonly: [] as Address[] };
    for (const lookup of decoded.lookups) {
      const table = existing(this.svm, lookup.lookupTableAddress);
      if (table === null || table.programAddress !== ADDRESS_LOOKUP_TABLE_PROGRAM) continue;
      const entry = (index: number) =>
        getAddressDecoder().decode(table.data, LOOKUP_TABLE_META_SIZE + index * 32) as Address;
      loaded.writable.push(...lookup.writableIndexes.map(entry));
      loaded.readonly.push(...lookup.readonlyIndexes.map(entry));
    }
    return { keys: [...decoded.staticAccounts, ...loaded.writable, ...loaded.readonly], loaded };
  }

  tokenBalances(keys: readonly Address[]): TokenBalance[] {
    const balances: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const token = readTokenAccount(existing(this.svm, key));
      if (token === null) return;
      const decimals = readMintAccount(existing(this.svm, token.mint))?.decimals ?? 0;
      const { mint, owner, program: programId } = token;
      balances.push({ accountIndex, mint, owner, programId, uiTokenAmount: uiTokenAmount(token.amount, decimals) });
    });
    return balances;
  }

  private balances(keys: readonly Address[]): bigint[] {
    return keys.map((key) => this.svm.getBalance(key) ?? 0n);
  }

  /** Runs the transaction without committing it; signatures are checked only with `sigVerify`. */
  simulate(decoded: DecodedTransaction, { sigVerify }: { sigVerify: boolean }): Simulation {
    this.svm.withSigverify(sigVerify);
    try {
      if (sigVerify && !decoded.signed)
        return failure('SignatureFailure', 'Transaction did not pass signature verification');
      const result = this.svm.simulateTransaction(decoded.transaction);
      if (!(result instanceof FailedTransactionMetadata)) return { ok: true, info: result };
      const meta = result.meta();
      return {
        ok: false,
        error: describeTransactionError(result),
        logs: meta.logs(),
        units: meta.computeUnitsConsumed(),
      };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /**
   * Executes and commits a signed transaction, with no age check (the caller's). It lands (a
   * receipt, a journal entry, the next block) when the runtime charged its fee, failed or not.
   */
  execute(decoded: DecodedTransaction): Execution {
    if (!decoded.signed) {
      return {
        landed: false,
        error: { json: 'SignatureFailure', message: 'Transaction did not pass signature verification' },
      };
    }
    const { keys, loaded } = this.accountKeys(decoded);
    const preBalances = this.balances(keys);
    const preTokenBalances = this.tokenBalances(keys);
    const result = this.svm.sendTransaction(decoded.transaction);
    const postBalances = this.balances(keys);
    const failed = result instanceof FailedTransactionMetadata ? result : null;
    const error = failed ? describeTransactionError(failed) : null;
    if (error && postBalances[0] === preBalances[0]) return { landed: false, error };
    const meta = failed ? failed.meta() : (result as Exclude<typeof result, FailedTransactionMetadata>);
    const receipt: Receipt = {
      signature: decoded.signature,
      slot: this.slot(),
      blockTime: this.unixTimestamp(),
      decoded,
      err: error?.json ?? null,
      fee: transactionFee(decoded),
      accountKeys: keys,
      loaded,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      logs: meta.logs(),
      computeUnits: meta.computeUnitsConsumed(),
    };
    this.receipts.set(receipt.signature, receipt);
    this.journal.push({ op: 'tx', wire: base64.encode(decoded.wire) });
    this.nextBlock(1n);
    return { landed: true, receipt };
  }

  /** Moves the cluster's clock forward, and its slots with it (one per 400 ms). */
  advanceTime(seconds: number): void {
    const clock = this.svm.getClock();
    clock.unixTimestamp += BigInt(Math.floor(seconds));
    this.svm.setClock(clock);
    this.journal.push({ op: 'time', seconds });
    this.nextBlock(BigInt(Math.max(1, Math.floor((seconds * 1000) / SLOT_MS))));
  }

  /** Produces `slots` empty slots (and a new blockhash). */
  mine(slots: number): void {
    this.journal.push({ op: 'slots', slots });
    this.nextBlock(BigInt(Math.max(1, Math.floor(slots))));
  }

  private nextBlock(slots: bigint): void {
    this.svm.warpToSlot(this.slot() + slots);
    this.svm.expireBlockhash();
    const height = this.blockHeight();
    for (const [hash, lastValid] of this.blockhashes) if (lastValid < height) this.blockhashes.delete(hash);
    this.blockhashes.set(this.svm.latestBlockhash(), height + BLOCKHASH_VALIDITY_BLOCKS);
  }
}

function failure(json: string, message: string): Simulation {
  return { ok: false, error: { json, message }, logs: [], units: 0n };
}
