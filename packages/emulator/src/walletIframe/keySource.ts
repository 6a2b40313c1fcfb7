import type { EntropyIdVerifier, WalletChainType } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { bytesToHex, type PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainOfVerifier, sameAddress } from '../domains/wallets/entropyRefs.ts';
import { invalidArguments } from './errors.ts';
import {
  entropyMnemonic,
  ethereumAccount,
  ethereumPrivateKey,
  mnemonicSeed,
  type SolanaKeypair,
  solanaKeypair,
} from './keys.ts';

/**
 * The keys an entropy holds: an HD entropy derives every index of both chains; an imported key is
 * the wallet at index 0 of its own chain and nothing else.
 */
export interface KeySource {
  ethereum(index: number): PrivateKeyAccount;
  /** The raw secp256k1 private key of `ethereum(index)` (for export only). */
  ethereumKey(index: number): Uint8Array;
  solana(index: number): SolanaKeypair;
}

/** The BIP-44 / SLIP-0010 wallets of an HD entropy (its BIP-39 seed, no passphrase). */
export function hdKeys(entropy: Uint8Array): KeySource {
  const seed = mnemonicSeed(entropyMnemonic(entropy));
  return {
    ethereum: (index) => ethereumAccount(seed, index),
    ethereumKey: (index) => ethereumPrivateKey(seed, index),
    solana: (index) => solanaKeypair(seed, index),
  };
}

/** An imported key: a secp256k1 private key (Ethereum) or an ed25519 secret seed (Solana), 32 bytes. */
export function importedKeys(key: Uint8Array, chain: WalletChainType): KeySource {
  const only = (wanted: WalletChainType, index: number) => {
    if (wanted !== chain || index !== 0) throw invalidArguments(`An imported ${chain} wallet has only index 0`);
  };
  return {
    ethereum(index) {
      only('ethereum', index);
      return privateKeyToAccount(bytesToHex(key));
    },
    ethereumKey(index) {
      only('ethereum', index);
      return key;
    },
    solana(index) {
      only('solana', index);
      const publicKey = ed25519.getPublicKey(key);
      return { secretKey: key, publicKey, address: base58.encode(publicKey) };
    },
  };
}

/** The address of a chain's wallet at `index`. */
export function addressOf(keys: KeySource, chain: WalletChainType, index: number): string {
  return chain === 'ethereum' ? keys.ethereum(index).address : keys.solana(index).address;
}

/** What names an entropy: its id (its first wallet's address), the id's chain, and whether it is an imported key. */
export interface EntropyName {
  entropy_id: string;
  entropy_id_verifier: EntropyIdVerifier;
  imported?: boolean | undefined;
}

/** The keys of the entropy `name` describes: an HD entropy, or an imported key of the id's chain. */
export const keysOf = (entropy: Uint8Array, name: EntropyName): KeySource =>
  name.imported ? importedKeys(entropy, chainOfVerifier(name.entropy_id_verifier)) : hdKeys(entropy);

/** Whether `keys` are the entropy `name` names: its first wallet's address is theirs. */
export function isEntropyOf(keys: KeySource, name: EntropyName): boolean {
  const chain = chainOfVerifier(name.entropy_id_verifier);
  return sameAddress(chain, addressOf(keys, chain, 0), name.entropy_id);
}
