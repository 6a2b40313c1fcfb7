import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  isAddress,
  type Lamports,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
} from '@solana-program/token';
import * as v from 'valibot';
import { existing, parseUnits, readMintAccount } from './accounts.ts';
import { dispatch } from './dispatch.ts';
import { faucet, installGenesis } from './genesis.ts';
import { type JournalEntry, Ledger } from './ledger.ts';
import { decodeTransaction } from './message.ts';
import { TOKEN_PROGRAM } from './programs.ts';
import { rpcMethods } from './rpc.ts';
import { type ScanResponse, scanTransaction } from './scan.ts';
import { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

export type { ScanResponse } from './scan.ts';
export { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

/** A snapshot: how much of the journal it keeps. */
export interface SolanaSnapshot {
  journalLength: number;
}

const exportSchema = v.object({
  genesisTime: v.pipe(v.string(), v.regex(/^\d+$/)),
  journal: v.array(
    v.variant('op', [
      v.object({ op: v.literal('tx'), wire: v.string() }),
      v.object({ op: v.literal('time'), seconds: v.pipe(v.number(), v.minValue(0)) }),
      v.object({ op: v.literal('slots'), slots: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    ]),
  ),
});
export type SolanaExport = v.InferOutput<typeof exportSchema>;

/** The local Solana cluster: a LiteSVM runtime served as Solana JSON-RPC, with the emulator's controls. */
export interface SolanaChain {
  /** One JSON-RPC request or a batch → its response(s). */
  rpc(body: unknown): Promise<unknown>;
  /** Raises the balance by the amounts (decimal units: SOL, and USDC minted to the associated token account). */
  fund(address: string, amounts: { native?: string; usdc?: string }): Promise<void>;
  readonly usdcMint: string;
  /** A mint's name, symbol (known for the emulator's USDC, else null) and decimals (read from the chain). */
  tokenInfo(mint: string): { name: string | null; symbol: string | null; decimals: number } | null;
  /** Reference §5.12's scan of a base64 wire transaction (signatures may be empty). */
  scan(base64Transaction: string, denyList: ReadonlySet<string>): Promise<ScanResponse>;
  snapshot(): SolanaSnapshot;
  /** Back to a snapshot (the state at start for `{ journalLength: 0 }`); later snapshots no longer apply. */
  restore(snapshot: SolanaSnapshot): void;
  exportState(): SolanaExport;
  /** Replaces the chain with an exported one; a malformed export throws and changes nothing. */
  importState(state: unknown): void;
  /** Moves the cluster's clock (and its slots, 400 ms each) forward: old blockhashes expire after 60 s. */
  advanceTime(seconds: number): void;
  /** Produces empty slots (and a new blockhash). */
  mine(slots: number): void;
  close(): void;
}

function requireAddress(value: string): Address {
  if (!isAddress(value)) throw new Error(`Not a Solana address: ${value}`);
  return value;
}

export async function createSolanaChain(options: { genesisTime?: bigint } = {}): Promise<SolanaChain> {
  const genesisTime = options.genesisTime ?? BigInt(Math.floor(Date.now() / 1000));
  const ledger = new Ledger(genesisTime, installGenesis);
  const signer = await faucet();
  const usdcMint = address(SOLANA_USDC_MINT);

  /** Signs `instructions` as the faucet and lands them; a failure throws with the runtime's message. */
  async function faucetTransaction(instructions: Instruction[]): Promise<string> {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const execution = ledger.execute(decodeTransaction(new Uint8Array(getTransactionEncoder().encode(signed))));
    if (!execution.landed) throw new Error(`The local cluster refused the transaction: ${execution.error.message}`);
    if (execution.receipt.err !== null)
      throw new Error(`The local cluster's transaction failed: ${JSON.stringify(execution.receipt.err)}`);
    return execution.receipt.signature;
  }

  const airdrop = (to: Address, amount: Lamports) =>
    faucetTransaction([getTransferSolInstruction({ source: signer, destination: to, amount })]);

  const methods = rpcMethods({ ledger, airdrop });

  function tokenInfo(mint: string) {
    if (!isAddress(mint)) return null;
    const account = readMintAccount(existing(ledger.svm, mint));
    if (account === null) return null;
    const known = mint === SOLANA_USDC_MINT ? SOLANA_USDC : { name: null, symbol: null };
    return { name: known.name, symbol: known.symbol, decimals: account.decimals };
  }

  return {
    usdcMint: SOLANA_USDC_MINT,
    rpc: (body) => dispatch(methods, body),
    async fund(to, amounts) {
      const owner = requireAddress(to);
      const native = amounts.native === undefined ? 0n : parseUnits(amounts.native, 9);
      const usdc = amounts.usdc === undefined ? 0n : parseUnits(amounts.usdc, SOLANA_USDC.decimals);
      if (native > 0n) await airdrop(owner, lamports(native));
      if (usdc > 0n) {
        const [ata] = await findAssociatedTokenPda({ owner, mint: usdcMint, tokenProgram: TOKEN_PROGRAM });
        await faucetTransaction([
          getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata, owner, mint: usdcMint }),
          getMintToCheckedInstruction({
            mint: usdcMint,
            token: ata,
            mintAuthority: signer,
            amount: usdc,
            decimals: SOLANA_USDC.decimals,
          }),
        ]);
      }
    },
    tokenInfo,
    scan: async (transaction, denyList) => scanTransaction(ledger, transaction, denyList, tokenInfo),
    snapshot: () => ({ journalLength: ledger.journal.length }),
    restore({ journalLength }) {
      ledger.rebuild(ledger.journal.slice(0, journalLength));
    },
    exportState: () => ({ genesisTime: ledger.genesisTime.toString(), journal: structuredClone(ledger.journal) }),
    importState(state) {
      const parsed = v.parse(exportSchema, state);
      const previous = { journal: ledger.journal, genesisTime: ledger.genesisTime };
      try {
        ledger.rebuild(parsed.journal as JournalEntry[], BigInt(parsed.genesisTime));
      } catch (error) {
        ledger.rebuild(previous.journal, previous.genesisTime);
        throw error;
      }
    },
    advanceTime: (seconds) => ledger.advanceTime(seconds),
    mine: (slots) => ledger.mine(slots),
    close() {},
  };
}
