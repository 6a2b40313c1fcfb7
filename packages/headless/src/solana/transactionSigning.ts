/**
 * Signing a Solana transaction, for the signing operation's effect, which loads this module on demand:
 * it brings @scure/base, which the app-facing entries leave out, and only the Wallet Standard
 * adapter (`@foyer/headless/solana`, which has loaded it already) signs Solana transactions.
 */
import { base58 } from '@scure/base';
import { ErrorCode } from '../core/errors/codes.ts';
import { ValidationError } from '../core/errors/FoyerError.ts';
import type { SigningRequest, SolanaInstructionSummary, SolanaTransactionSummary } from '../wallets/types.ts';
import { parseTransaction, readCompactU16, signTransactionBytes } from './transaction.ts';

/** The System program (32 zero bytes). Its instruction 2 is a transfer (u32 index, u64 lamports, little end first). */
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;
const BLOCKHASH_LENGTH = 32;

const invalid = (detail: string) =>
  new ValidationError('transaction', ErrorCode.INVALID_DATA, `Not a Solana transaction: ${detail}`);

/** Reads `length` bytes at `offset`, or fails: the message ended early. */
function take(bytes: Uint8Array, offset: number, length: number): Uint8Array {
  if (offset + length > bytes.length) throw invalid('it ends early');
  return bytes.subarray(offset, offset + length);
}

function describe(program: string, keys: (string | undefined)[], data: Uint8Array): SolanaInstructionSummary {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const to = keys[1];
  if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER && to) {
    return { type: 'sol-transfer', value: view.getBigUint64(4, true), toAccount: to };
  }
  return { type: 'unknown', program };
}

/**
 * What a serialized Solana transaction (legacy or v0) does, for its confirmation: the fee payer and
 * each instruction, a System transfer decoded (lamports and destination), any other one by its
 * program. An account a v0 transaction loads from a lookup table has no address here, so an
 * instruction that needs one stays `unknown`. Bytes that are no transaction fail with `invalid_data`.
 */
export function summarizeSolanaTransaction(transaction: Uint8Array): SolanaTransactionSummary {
  let parsed: ReturnType<typeof parseTransaction>;
  try {
    parsed = parseTransaction(transaction);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : String(error));
  }
  const { message, keys, blockhashOffset } = parsed;
  const addresses = keys.map((key) => base58.encode(key));
  const feePayer = addresses[0];
  if (!feePayer) throw invalid('it has no signer');
  take(message, blockhashOffset, BLOCKHASH_LENGTH);
  let offset = blockhashOffset + BLOCKHASH_LENGTH;
  const read = () => {
    try {
      const compact = readCompactU16(message, offset);
      offset += compact.length;
      return compact.value;
    } catch {
      throw invalid('it ends early');
    }
  };
  const count = read();
  const instructions: SolanaInstructionSummary[] = [];
  for (let i = 0; i < count; i++) {
    const programIndex = take(message, offset, 1)[0] ?? 0;
    offset += 1;
    const accountCount = read();
    const accountIndexes = Array.from(take(message, offset, accountCount));
    offset += accountCount;
    const dataLength = read();
    const data = take(message, offset, dataLength);
    offset += dataLength;
    const program = addresses[programIndex];
    if (!program) throw invalid(`instruction ${i} names no program`);
    instructions.push(
      describe(
        program,
        accountIndexes.map((index) => addresses[index]),
        data,
      ),
    );
  }
  return { feePayer, instructions };
}

/**
 * Signs `transaction` as the wallet at `address` (one of its signers): `sign` gets what the
 * confirmation shows (a `solana-transaction` request) and the message bytes, and returns the
 * ed25519 signature, which goes into the wallet's slot of a copy. Bytes that are no transaction fail
 * with `invalid_data`, a wallet that is no signer with an error, before `sign` is called.
 */
export function signSolanaTransaction(
  transaction: Uint8Array,
  address: string,
  sign: (request: SigningRequest, message: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const request: SigningRequest = { kind: 'solana-transaction', transaction: summarizeSolanaTransaction(transaction) };
  return signTransactionBytes(transaction, base58.decode(address), (message) => sign(request, message));
}
