/** The recovery share's encryption: AES-256-GCM (Web Crypto) under a fresh random key per split. */

const IV_BYTES = 12;

export function newRecoveryKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

function aesKey(raw: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [usage]);
}

/** IV (12 bytes) followed by the ciphertext and its tag. */
export async function encryptShare(share: Uint8Array, key: Uint8Array): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await aesKey(key, 'encrypt'),
    share as Uint8Array<ArrayBuffer>,
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return out;
}

/** Throws when the key is wrong or the ciphertext was altered (GCM tag). */
export async function decryptShare(sealed: Uint8Array, key: Uint8Array): Promise<Uint8Array> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES) as Uint8Array<ArrayBuffer> },
    await aesKey(key, 'decrypt'),
    sealed.subarray(IV_BYTES) as Uint8Array<ArrayBuffer>,
  );
  return new Uint8Array(plain);
}
