/**
 * Reading a serialized Solana transaction's message (legacy or v0) for what it does: its static
 * account keys as addresses, where its recent blockhash is, and each instruction's program, accounts
 * and data. Bytes that are no transaction fail with `invalid_data`.
 */
import { base58 } from '@scure/base';
import { ErrorCode } from '../core/errors/codes.ts';
import { ValidationError } from '../core/errors/FoyerError.ts';
import { type ParsedTransaction, parseTransaction, readCompactU16 } from './transaction.ts';

const BLOCKHASH_LENGTH = 32;

export interface SolanaInstruction {
  program: string;
  /** The instruction's accounts; undefined for one a v0 transaction loads from a lookup table. */
  accounts: (string | undefined)[];
  data: Uint8Array;
}

export interface SolanaMessage {
  parsed: ParsedTransaction;
  /** The static account keys, base58; the first signs and pays the fees. */
  addresses: string[];
  feePayer: string;
  /** Where the recent blockhash starts in `parsed.message` (32 bytes). */
  blockhash: Uint8Array;
  instructions: SolanaInstruction[];
}

export const invalidTransaction = (detail: string) =>
  new ValidationError('transaction', ErrorCode.INVALID_DATA, `Not a Solana transaction: ${detail}`);

/** Reads `length` bytes at `offset`, or fails: the message ended early. */
function take(bytes: Uint8Array, offset: number, length: number): Uint8Array {
  if (offset + length > bytes.length) throw invalidTransaction('it ends early');
  return bytes.subarray(offset, offset + length);
}

export function readSolanaMessage(transaction: Uint8Array): SolanaMessage {
  let parsed: ParsedTransaction;
  try {
    parsed = parseTransaction(transaction);
  } catch (error) {
    throw invalidTransaction(error instanceof Error ? error.message : String(error));
  }
  const { message, keys, blockhashOffset } = parsed;
  const addresses = keys.map((key) => base58.encode(key));
  const feePayer = addresses[0];
  if (!feePayer) throw invalidTransaction('it has no signer');
  const blockhash = take(message, blockhashOffset, BLOCKHASH_LENGTH);
  let offset = blockhashOffset + BLOCKHASH_LENGTH;
  const read = () => {
    try {
      const compact = readCompactU16(message, offset);
      offset += compact.length;
      return compact.value;
    } catch {
      throw invalidTransaction('it ends early');
    }
  };
  const count = read();
  const instructions: SolanaInstruction[] = [];
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
    if (!program) throw invalidTransaction(`instruction ${i} names no program`);
    instructions.push({ program, accounts: accountIndexes.map((index) => addresses[index]), data });
  }
  return { parsed, addresses, feePayer, blockhash, instructions };
}
