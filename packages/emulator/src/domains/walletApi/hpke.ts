import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { base64 } from '@scure/base';
import { invalidData } from '../../kernel/errors.ts';
import { pointOfSpki } from './keys.ts';

/** The export's suite (reference §5.15): DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, ChaCha20-Poly1305. */
export const exportSuite = () =>
  new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Chacha20Poly1305() });

/** `plaintext` HPKE-sealed (base mode) to a P-256 key given as base64 SPKI DER: ciphertext and encapsulated key, base64. */
export async function sealToRecipient(
  recipientSpki: string,
  plaintext: string,
): Promise<{ ciphertext: string; encapsulated_key: string }> {
  const point = pointOfSpki(recipientSpki);
  if (!point) throw invalidData('`recipient_public_key` is not a P-256 public key (base64 SPKI DER)');
  const suite = exportSuite();
  const recipientPublicKey = await suite.kem.importKey('raw', point.slice().buffer, true);
  const { ct, enc } = await suite.seal({ recipientPublicKey }, new TextEncoder().encode(plaintext));
  return { ciphertext: base64.encode(new Uint8Array(ct)), encapsulated_key: base64.encode(new Uint8Array(enc)) };
}
