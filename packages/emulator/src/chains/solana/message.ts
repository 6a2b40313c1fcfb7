import { base58, base64 } from '@scure/base';
import {
  type Address,
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import { invalidParams } from './errors.ts';

type Compiled = Exclude<CompiledTransactionMessage, { version: 1 }>;
export type CompiledInstruction = Compiled['instructions'][number];

/** A wire transaction, decoded once: what the shim, the fee and the scan read from it. */
export interface DecodedTransaction {
  transaction: Transaction;
  wire: Uint8Array;
  /** The fee payer's signature (base58), the transaction's id; all ones when unsigned. */
  signature: string;
  signed: boolean;
  version: 'legacy' | 0;
  blockhash: string;
  header: Compiled['header'];
  staticAccounts: Address[];
  instructions: CompiledInstruction[];
  lookups: NonNullable<Extract<Compiled, { version: 0 }>['addressTableLookups']>;
  feePayer: Address;
}

const UNSIGNED = new Uint8Array(64);

/** Decodes a legacy or v0 wire transaction; anything else is `-32602`, as agave's RPC answers. */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: Transaction;
  let message: CompiledTransactionMessage & { lifetimeToken: string };
  try {
    transaction = getTransactionDecoder().decode(wire);
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes) as typeof message;
  } catch (error) {
    throw invalidParams(`failed to deserialize transaction: ${(error as Error).message}`);
  }
  if (message.version === 1) throw invalidParams('v1 transactions are not supported by the local cluster');
  const feePayer = message.staticAccounts[0];
  if (feePayer === undefined) throw invalidParams('invalid transaction: no fee payer');
  const first = transaction.signatures[feePayer] ?? null;
  return {
    transaction,
    wire,
    signature: base58.encode(first ?? UNSIGNED),
    signed: Object.values(transaction.signatures).every((signature) => signature !== null),
    version: message.version,
    blockhash: message.lifetimeToken,
    header: message.header,
    staticAccounts: message.staticAccounts,
    instructions: message.instructions,
    lookups: (message.version === 0 && message.addressTableLookups) || [],
    feePayer,
  };
}

/** A transaction param in `encoding` (`base58`, the RPC's default, or `base64`). */
export function readWire(encoded: unknown, encoding: unknown): Uint8Array {
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: the transaction must be a string');
  const codec = encoding === undefined || encoding === 'base58' ? base58 : encoding === 'base64' ? base64 : null;
  if (codec === null) throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
  try {
    return codec.decode(encoded);
  } catch {
    throw invalidParams(`Invalid params: the transaction is not ${String(encoding ?? 'base58')}`);
  }
}

/** Whether the static account at `index` is writable (the message header's four ranges). */
export function isStaticWritable(decoded: DecodedTransaction, index: number): boolean {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = decoded.header;
  if (index < numSignerAccounts) return index < numSignerAccounts - numReadonlySignerAccounts;
  return index < decoded.staticAccounts.length - numReadonlyNonSignerAccounts;
}
