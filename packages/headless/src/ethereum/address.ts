import { keccak_256 } from '@noble/hashes/sha3';
import type { Address, Hex } from '../wallets/types.ts';

const hexAddress = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 checksummed form of an Ethereum address (what viem's `getAddress` returns). Throws on
 * anything that is not `0x` and 40 hex digits. External-wallet code uses it instead of viem's, so the
 * modal's wallet screens build without viem installed.
 */
export function checksumAddress(address: string): Address {
  if (!hexAddress.test(address)) throw new Error(`Not an Ethereum address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  // Each hex digit is upper-cased where the matching nibble of the hash is 8 or more.
  const digits = [...lower].map((digit, index) => {
    const byte = hash[index >> 1] ?? 0;
    return (index % 2 === 0 ? byte >> 4 : byte & 0x0f) >= 8 ? digit.toUpperCase() : digit;
  });
  return `0x${digits.join('')}`;
}

/** A quantity as EIP-1474 hex (`wallet_switchEthereumChain`'s chain id): `0x` and no leading zeros. */
export const quantityHex = (value: number): Hex => `0x${value.toString(16)}`;

/** Text as the hex of its UTF-8 bytes (`personal_sign`'s message). */
export const utf8Hex = (text: string): Hex =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
