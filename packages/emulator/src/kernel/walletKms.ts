import { base64 } from '@scure/base';

const IV_BYTES = 12;
const KEY_BYTES = 32;

/**
 * The instance's key-management key: wraps each entropy's recovery key (AES-256-GCM). It is an
 * instance secret, never part of the exported state, so an export alone cannot decrypt a recovery
 * share (the CLI keeps it in a file next to `--state`).
 */
export interface WalletKms {
  wrap(plain: Uint8Array): Promise<string>;
  /** Throws when the data was wrapped by another key. */
  unwrap(wrapped: string): Promise<Uint8Array>;
}

/** A fresh key-management key, base64 (for `walletKmsKey`). */
export function newWalletKmsKey(): string {
  return base64.encode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** `key`: base64 of 32 bytes; a fresh random key when absent. */
export async function createWalletKms(key: string = newWalletKmsKey()): Promise<WalletKms> {
  let raw: Uint8Array;
  try {
    raw = base64.decode(key);
  } catch {
    throw new TypeError('walletKmsKey must be base64');
  }
  if (raw.length !== KEY_BYTES) throw new TypeError(`walletKmsKey must be ${KEY_BYTES} bytes of base64`);
  const cryptoKey = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
  return {
    async wrap(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, plain as Uint8Array<ArrayBuffer>),
      );
      const out = new Uint8Array(IV_BYTES + sealed.length);
      out.set(iv);
      out.set(sealed, IV_BYTES);
      return base64.encode(out);
    },
    async unwrap(wrapped) {
      const bytes = base64.decode(wrapped);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) as Uint8Array<ArrayBuffer> },
        cryptoKey,
        bytes.subarray(IV_BYTES) as Uint8Array<ArrayBuffer>,
      );
      return new Uint8Array(plain);
    },
  };
}
