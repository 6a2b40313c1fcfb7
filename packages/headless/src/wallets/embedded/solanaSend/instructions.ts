/**
 * Spec wallets §3 'Solana preparation result': what each instruction does, read from its program and
 * data. System transfers and account creation, SPL Token `Transfer` and `TransferChecked` (classic
 * and Token-2022), associated token account creation; anything else is `unknown`, with its program
 * and discriminator (the data's first 8 bytes at most, hex).
 */
import type { SolanaInstruction } from '../../../solana/message.ts';

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

const SYSTEM_CREATE_ACCOUNT = 0;
const SYSTEM_TRANSFER = 2;
const TOKEN_TRANSFER = 3;
const TOKEN_TRANSFER_CHECKED = 12;

/** An instruction as read from the transaction, before the token's symbol and prices are known. */
export type DecodedInstruction =
  | { type: 'sol-transfer'; from: string; toAccount: string; lamports: bigint }
  | { type: 'create-account'; from: string; newAccount: string; lamports: bigint }
  /** `mint` and `decimals` are null for a plain `Transfer`, which names neither (the source account's mint says). */
  | {
      type: 'spl-transfer';
      fromAta: string;
      toAta: string;
      mint: string | null;
      decimals: number | null;
      value: bigint;
    }
  | { type: 'ata-creation'; owner: string; mint: string }
  | { type: 'unknown'; program: string; discriminator: string | null };

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function decodeInstruction({ program, accounts, data }: SolanaInstruction): DecodedInstruction {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const [a0, a1, a2, a3] = accounts;
  if (program === SYSTEM_PROGRAM && data.length >= 4 && a0 && a1) {
    const index = view.getUint32(0, true);
    if (index === SYSTEM_TRANSFER && data.length === 12) {
      return { type: 'sol-transfer', from: a0, toAccount: a1, lamports: view.getBigUint64(4, true) };
    }
    if (index === SYSTEM_CREATE_ACCOUNT && data.length === 52) {
      return { type: 'create-account', from: a0, newAccount: a1, lamports: view.getBigUint64(4, true) };
    }
  }
  if (TOKEN_PROGRAMS.has(program)) {
    if (data[0] === TOKEN_TRANSFER && data.length === 9 && a0 && a1) {
      return {
        type: 'spl-transfer',
        fromAta: a0,
        toAta: a1,
        mint: null,
        decimals: null,
        value: view.getBigUint64(1, true),
      };
    }
    if (data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10 && a0 && a1 && a2) {
      const decimals = data[9] as number;
      return { type: 'spl-transfer', fromAta: a0, toAta: a2, mint: a1, decimals, value: view.getBigUint64(1, true) };
    }
  }
  // Create (no data or 0) and CreateIdempotent (1): payer, associated account, owner, mint, …
  if (
    program === ASSOCIATED_TOKEN_PROGRAM &&
    (data.length === 0 || (data.length === 1 && (data[0] ?? 2) <= 1)) &&
    a2 &&
    a3
  ) {
    return { type: 'ata-creation', owner: a2, mint: a3 };
  }
  return { type: 'unknown', program, discriminator: data.length === 0 ? null : hex(data.subarray(0, 8)) };
}
