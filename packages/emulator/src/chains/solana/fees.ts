import type { Address } from '@solana/kit';
import type { DecodedTransaction } from './message.ts';

type FeeInputs = Pick<DecodedTransaction, 'header' | 'staticAccounts' | 'instructions'>;

import { BUILTINS, COMPUTE_BUDGET_PROGRAM, PRECOMPILES } from './programs.ts';

export const LAMPORTS_PER_SIGNATURE = 5000n;
const BUILTIN_UNITS = 3000n;
const DEFAULT_INSTRUCTION_UNITS = 200_000n;
const MAX_UNITS = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/**
 * The fee the runtime charges, by agave's rules: 5,000 lamports per signature (the transaction's and
 * those a precompile instruction verifies), plus the priority fee, the compute-unit price (micro-
 * lamports) times the unit limit (set by the transaction, else 3,000 per builtin and 200,000 per other
 * instruction, at most 1.4M), rounded up.
 */
export function transactionFee(decoded: FeeInputs): bigint {
  let signatures = BigInt(decoded.header.numSignerAccounts);
  let price = 0n;
  let limit: bigint | undefined;
  let defaultLimit = 0n;
  for (const instruction of decoded.instructions) {
    const program = decoded.staticAccounts[instruction.programAddressIndex] as Address;
    const data = instruction.data ?? new Uint8Array();
    if (PRECOMPILES.has(program)) signatures += BigInt(data[0] ?? 0);
    if (program === COMPUTE_BUDGET_PROGRAM) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true));
      if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true);
    }
    defaultLimit += BUILTINS.has(program) ? BUILTIN_UNITS : DEFAULT_INSTRUCTION_UNITS;
  }
  const units = (limit ?? defaultLimit) < MAX_UNITS ? (limit ?? defaultLimit) : MAX_UNITS;
  const priority = (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return signatures * LAMPORTS_PER_SIGNATURE + priority;
}
