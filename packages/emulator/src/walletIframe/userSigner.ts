import { mapHashToField } from '@noble/curves/abstract/modular';
import { p256 } from '@noble/curves/nist';
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import { base64 } from '@scure/base';

/**
 * The user signer (reference §6.6 `privy:user-signer:sign`): a P-256 key derived from the user's
 * entropy, so only a device that holds the key (the wallet iframe, after loading it) signs as the
 * user, and the enclave, which holds a share once the user delegated, can tell the key is theirs.
 * Its public key is the owner of the user's delegated wallets in the wallet API.
 */

const INFO = new TextEncoder().encode('foyer:user-signer:v1');

/** SPKI DER header of an uncompressed P-256 point (id-ecPublicKey, prime256v1). */
const SPKI_P256_PREFIX = Uint8Array.from([
  0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce,
  0x3d, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
]);

/** The user signer's private key: HKDF-SHA-256 of the entropy, mapped to a P-256 scalar. */
export function userSignerPrivateKey(entropy: Uint8Array): Uint8Array {
  return mapHashToField(hkdf(sha256, entropy, new Uint8Array(0), INFO, 48), p256.CURVE.n);
}

/** Base64 of the SPKI DER of a P-256 public key (the wallet API's key format). */
export function spkiOfP256(publicKey: Uint8Array): string {
  const point = publicKey.length === 65 ? publicKey : p256.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  const der = new Uint8Array(SPKI_P256_PREFIX.length + point.length);
  der.set(SPKI_P256_PREFIX);
  der.set(point, SPKI_P256_PREFIX.length);
  return base64.encode(der);
}

export function userSignerPublicKey(entropy: Uint8Array): string {
  return spkiOfP256(p256.getPublicKey(userSignerPrivateKey(entropy), false));
}

/** Base64 of the DER ECDSA P-256 / SHA-256 signature of `payload` (an authorization signature). */
export function signAsUser(entropy: Uint8Array, payload: Uint8Array): string {
  return base64.encode(p256.sign(sha256(payload), userSignerPrivateKey(entropy)).toDERRawBytes());
}
