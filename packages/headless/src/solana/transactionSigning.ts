/**
 * Signing a Solana transaction, for the signing operation's effect, which loads this module on demand:
 * it brings @scure/base, which the app-facing entries leave out, and only the Wallet Standard
 * adapter (`@foyer/headless/solana`, which has loaded it already) signs Solana transactions.
 */
import { base58 } from '@scure/base';
import type { SigningRequest, SolanaInstructionSummary, SolanaTransactionSummary } from '../wallets/types.ts';
import { readSolanaMessage, type SolanaInstruction } from './message.ts';
import { signTransactionBytes } from './transaction.ts';

/** The System program (32 zero bytes). Its instruction 2 is a transfer (u32 index, u64 lamports, little end first). */
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;

function describe({ program, accounts, data }: SolanaInstruction): SolanaInstructionSummary {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const to = accounts[1];
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
  const { feePayer, instructions } = readSolanaMessage(transaction);
  return { feePayer, instructions: instructions.map(describe) };
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
