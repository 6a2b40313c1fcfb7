import type { WalletChainType } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { base58 } from '@scure/base';
import { hexToBytes } from 'viem';
import { invalidArguments } from './errors.ts';

const ETHEREUM_KEY = /^0x[0-9a-fA-F]{64}$/;

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Base58 of a 64-byte keypair (seed then public key, checked) or of a 32-byte seed. */
function solanaSeed(text: string): Uint8Array | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(text);
  } catch {
    return undefined;
  }
  if (bytes.length === 32) return bytes;
  if (bytes.length !== 64) return undefined;
  const seed = bytes.slice(0, 32);
  return equalBytes(ed25519.getPublicKey(seed), bytes.subarray(32)) ? seed : undefined;
}

/**
 * The 32 bytes of an imported private key (reference §6.4 `privy:wallets:import`): Ethereum `0x`
 * followed by 64 hex digits, a valid secp256k1 scalar; Solana the base58 secret key (64-byte
 * keypair or 32-byte seed). `invalid_request_arguments` otherwise; the message never quotes the key.
 */
export function parseImportedKey(chain: WalletChainType, privateKey: string): Uint8Array {
  const text = privateKey.trim();
  if (chain === 'ethereum') {
    const key = ETHEREUM_KEY.test(text) ? hexToBytes(text as `0x${string}`) : undefined;
    if (!key || !secp256k1.utils.isValidPrivateKey(key)) {
      throw invalidArguments('`privateKey` is not an Ethereum private key (0x followed by 64 hex digits)');
    }
    return key;
  }
  const seed = solanaSeed(text);
  if (!seed) {
    throw invalidArguments('`privateKey` is not a Solana secret key (base58 of a 64-byte keypair or a 32-byte seed)');
  }
  return seed;
}
