import { base58, base64 } from '@scure/base';

/** An ed25519 signature is 64 bytes. */
export const SIGNATURE_LENGTH = 64;

/**
 * A signature as the wire wants it (base64), from bytes, base58 (what Foyer's Solana connections
 * and Wallet Standard apps print) or base64 (what the reference SDK's docs pass; padded, so a
 * 64-byte one ends in `==`, which base58 never contains). Null when it is not 64 bytes. Pure.
 */
export function toWireSignature(signature: string | Uint8Array): string | null {
  let bytes: Uint8Array;
  try {
    if (typeof signature !== 'string') bytes = signature;
    else if (/[=+/]/.test(signature)) bytes = base64.decode(signature);
    else bytes = base58.decode(signature);
  } catch {
    return null;
  }
  return bytes.length === SIGNATURE_LENGTH ? base64.encode(bytes) : null;
}

/** A base58 Solana address: 32 bytes (an ed25519 public key). Pure. */
export function isSolanaAddress(address: string): boolean {
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}
