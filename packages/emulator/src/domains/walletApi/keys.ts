import { p256 } from '@noble/curves/nist';
import { sha256 } from '@noble/hashes/sha2';
import { base64 } from '@scure/base';
import { spkiOfP256 } from '../../walletIframe/userSigner.ts';

/**
 * The uncompressed point of a P-256 public key given as base64 of its SPKI DER (what Node's
 * `createPublicKey(…).export({ type: 'spki', format: 'der' })` gives); undefined when it is not one.
 */
export function pointOfSpki(spki: string): Uint8Array | undefined {
  try {
    const der = base64.decode(spki);
    const point = der.subarray(der.length - 65);
    if (der.length !== 91 || spkiOfP256(point) !== spki) return undefined;
    p256.ProjectivePoint.fromHex(point).assertValidity();
    return point;
  } catch {
    return undefined;
  }
}

/** Whether `signature` (base64 of a DER ECDSA signature) signs `payload` (SHA-256) by `point`. */
export function verifiesP256(signature: string, payload: Uint8Array, point: Uint8Array): boolean {
  try {
    return p256.verify(base64.decode(signature), sha256(payload), point, { lowS: false, format: 'der' });
  } catch {
    return false;
  }
}
