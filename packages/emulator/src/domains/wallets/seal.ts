import type { RouteResponse, routeDomains } from '@foyer/headless/contract';
import { base64 } from '@scure/base';

/**
 * The recovery share in transit: sealed by the emulator to the recovering device's one-time P-256
 * ECDH key (ECDH → HKDF-SHA-256 → AES-256-GCM), opened in the wallet iframe. Web Crypto only.
 */
export type SealedShare = RouteResponse<typeof routeDomains.embeddedWallets.recover>['sealed_recovery_share'];

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const INFO = new TextEncoder().encode('foyer:recovery-share:v1');
const IV_BYTES = 12;

const bytes = (text: string) => base64.decode(text) as Uint8Array<ArrayBuffer>;

async function sharedKey(privateKey: CryptoKey, publicKey: CryptoKey, usage: 'encrypt' | 'decrypt') {
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const hkdf = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** A one-time ECDH key pair for receiving a sealed share; `publicKey` is base64 of the raw point. */
export async function recipientKeyPair(): Promise<{ privateKey: CryptoKey; publicKey: string }> {
  const pair = await crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: base64.encode(raw) };
}

/** Throws a `TypeError` when `recipientPublicKey` is not a P-256 point. */
export async function sealShare(recipientPublicKey: string, plain: Uint8Array): Promise<SealedShare> {
  let recipient: CryptoKey;
  try {
    recipient = await crypto.subtle.importKey('raw', bytes(recipientPublicKey), ECDH, false, []);
  } catch {
    throw new TypeError('The recipient key is not a P-256 public key');
  }
  const ephemeral = await crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await sharedKey(ephemeral.privateKey, recipient, 'encrypt');
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as Uint8Array<ArrayBuffer>),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return {
    ephemeral_public_key: base64.encode(new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey))),
    ciphertext: base64.encode(out),
  };
}

/** Throws when the share was sealed to another key or altered. */
export async function openSealedShare(privateKey: CryptoKey, sealed: SealedShare): Promise<Uint8Array> {
  const ephemeral = await crypto.subtle.importKey('raw', bytes(sealed.ephemeral_public_key), ECDH, false, []);
  const data = bytes(sealed.ciphertext);
  const key = await sharedKey(privateKey, ephemeral, 'decrypt');
  return new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: data.subarray(0, IV_BYTES) }, key, data.subarray(IV_BYTES)),
  );
}
