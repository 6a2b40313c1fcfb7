import { ed25519 } from '@noble/curves/ed25519';
import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { bytesToHex, type PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** One user's HD entropy: 16 random bytes (a 12-word BIP-39 mnemonic). */
export const ENTROPY_BYTES = 16;

export function newEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES));
}

export function entropyMnemonic(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist);
}

/** The BIP-39 seed of a mnemonic (no passphrase). */
export function mnemonicSeed(mnemonic: string): Uint8Array {
  return mnemonicToSeedSync(mnemonic);
}

/** The private key at BIP-44 m/44'/60'/0'/0/{index}. */
export function ethereumPrivateKey(seed: Uint8Array, index: number): Uint8Array {
  const key = HDKey.fromMasterSeed(seed).derive(`m/44'/60'/0'/0/${index}`).privateKey;
  if (!key) throw new Error('No private key at that path');
  return key;
}

/** BIP-44 m/44'/60'/0'/0/{index}. */
export function ethereumAccount(seed: Uint8Array, index: number): PrivateKeyAccount {
  return privateKeyToAccount(bytesToHex(ethereumPrivateKey(seed, index)));
}

const HARDENED = 0x80000000;
const ED25519_SEED_KEY = new TextEncoder().encode('ed25519 seed');

/** SLIP-0010 ed25519: every step hardened; `path` as indexes below 2^31 (they are hardened here). */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): { key: Uint8Array; chainCode: Uint8Array } {
  let digest = hmac(sha512, ED25519_SEED_KEY, seed);
  for (const index of path) {
    if (!Number.isInteger(index) || index < 0 || index >= HARDENED) throw new RangeError(`Invalid index ${index}`);
    const data = new Uint8Array(37);
    data.set(digest.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, index + HARDENED);
    digest = hmac(sha512, digest.subarray(32), data);
  }
  return { key: digest.slice(0, 32), chainCode: digest.slice(32) };
}

export interface SolanaKeypair {
  /** The ed25519 secret seed (32 bytes). */
  secretKey: Uint8Array;
  publicKey: Uint8Array;
  /** Base58 of the public key. */
  address: string;
}

/** SLIP-0010 m/44'/501'/{index}'/0' (Phantom's and Privy's path). */
export function solanaKeypair(seed: Uint8Array, index: number): SolanaKeypair {
  const { key } = slip10Ed25519(seed, [44, 501, index, 0]);
  const publicKey = ed25519.getPublicKey(key);
  return { secretKey: key, publicKey, address: base58.encode(publicKey) };
}
