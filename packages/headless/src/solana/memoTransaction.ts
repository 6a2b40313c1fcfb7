import { base58, base64 } from '@scure/base';
import { parseTransaction } from './transaction.ts';

/** The SPL Memo program (v2): its instruction data is UTF-8 text, recorded as is. */
export const MEMO_PROGRAM_ID = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

/** A compact-u16 (1–3 bytes, 7 bits each, little end first). */
export function compactU16(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) return [...bytes, low];
    bytes.push(low | 0x80);
  }
}

/**
 * An unsigned legacy transaction whose only instruction is a Memo carrying `memo`, paid and signed
 * by `payer` (a base58 address). It is never sent: a wallet that signs no messages (Ledger) signs
 * it, and the signature proves the key. The recent blockhash is all zeros for the same reason.
 */
export function buildMemoTransaction(payer: string, memo: string): Uint8Array {
  const data = new TextEncoder().encode(memo);
  const message = [
    // Header: one signer (the payer), no read-only signers, one read-only unsigned key (the program).
    1,
    0,
    1,
    ...compactU16(2),
    ...base58.decode(payer),
    ...base58.decode(MEMO_PROGRAM_ID),
    ...new Uint8Array(32),
    ...compactU16(1),
    1, // program id index
    ...compactU16(0), // no accounts
    ...compactU16(data.length),
    ...data,
  ];
  return new Uint8Array([...compactU16(1), ...new Uint8Array(64), ...message]);
}

/**
 * What SIWS's `transaction` message type sends for a signed memo transaction: the base64 message
 * bytes (what was signed) and the payer's signature. Throws when `payer` did not sign.
 */
export function readSignedMemoTransaction(
  signed: Uint8Array,
  payer: string,
): { message: string; signature: Uint8Array } {
  const parsed = parseTransaction(signed);
  const key = base58.decode(payer);
  const slot = parsed.signers.findIndex((signer) => signer.every((byte, i) => byte === key[i]));
  if (slot === -1) throw new Error('The transaction is not signed by the wallet');
  const start = parsed.signaturesOffset + slot * 64;
  const signature = signed.slice(start, start + 64);
  if (signature.every((byte) => byte === 0)) throw new Error('The wallet returned the transaction unsigned');
  return { message: base64.encode(parsed.message), signature };
}
