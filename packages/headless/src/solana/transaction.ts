/**
 * The Solana transaction wire format, as far as a signer needs it: a compact-u16 count of
 * signatures, the 64-byte signatures, then the message. The message (legacy, or versioned with its
 * top bit set) starts with a header whose first byte is the number of required signers, followed
 * by the account keys; signer i's signature goes in slot i. Signing is ed25519 over the message bytes.
 */

const SIGNATURE_LENGTH = 64;
const KEY_LENGTH = 32;

/** Reads a compact-u16 (1–3 bytes, 7 bits each, little end first) at `offset`. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; length: number } {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new Error('Truncated transaction');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return { value, length: i + 1 };
  }
  throw new Error('Invalid compact-u16');
}

export interface ParsedTransaction {
  /** Where the signatures start, and how many there are. */
  signaturesOffset: number;
  signatureCount: number;
  /** The message bytes (what each signer signs). */
  message: Uint8Array;
  /** The public keys of the required signers, in signature order. */
  signers: Uint8Array[];
  /** The message's static account keys (signers first), and where the recent blockhash starts. */
  keys: Uint8Array[];
  blockhashOffset: number;
}

export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const count = readCompactU16(bytes, 0);
  const signaturesOffset = count.length;
  const messageOffset = signaturesOffset + count.value * SIGNATURE_LENGTH;
  const message = bytes.subarray(messageOffset);
  const versioned = ((message[0] ?? 0) & 0x80) !== 0;
  const header = versioned ? 1 : 0;
  const required = message[header];
  if (required === undefined) throw new Error('Truncated transaction');
  const keys = readCompactU16(message, header + 3);
  const keysOffset = header + 3 + keys.length;
  if (message.length < keysOffset + keys.value * KEY_LENGTH || required > keys.value || required !== count.value) {
    throw new Error('Malformed transaction');
  }
  const keyList = Array.from({ length: keys.value }, (_, i) =>
    message.slice(keysOffset + i * KEY_LENGTH, keysOffset + (i + 1) * KEY_LENGTH),
  );
  return {
    signaturesOffset,
    signatureCount: count.value,
    message,
    signers: keyList.slice(0, required),
    keys: keyList,
    blockhashOffset: keysOffset + keys.value * KEY_LENGTH,
  };
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * Signs `transaction` for `publicKey` with `signMessage` (ed25519 over the message bytes) and
 * returns a copy with the signature in the signer's slot. Throws when the key is not a signer.
 */
export async function signTransactionBytes(
  transaction: Uint8Array,
  publicKey: Uint8Array,
  signMessage: (message: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const parsed = parseTransaction(transaction);
  const slot = parsed.signers.findIndex((key) => equal(key, publicKey));
  if (slot === -1) throw new Error('The wallet is not a signer of this transaction');
  const signature = await signMessage(parsed.message.slice());
  if (signature.length !== SIGNATURE_LENGTH) throw new Error('Invalid signature length');
  const signed = transaction.slice();
  signed.set(signature, parsed.signaturesOffset + slot * SIGNATURE_LENGTH);
  return signed;
}
