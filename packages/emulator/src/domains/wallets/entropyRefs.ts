import type { EntropyIdVerifier, WalletChainType } from '@foyer/headless/contract';

/**
 * Naming an entropy by one of its wallets (reference §6.4): pure helpers shared by the emulator's
 * wallets domain and the wallet iframe's script.
 */
export const chainOfVerifier = (verifier: EntropyIdVerifier): WalletChainType =>
  verifier === 'ethereum-address-verifier' ? 'ethereum' : 'solana';
export const verifierOfChain = (chain: WalletChainType): EntropyIdVerifier =>
  chain === 'ethereum' ? 'ethereum-address-verifier' : 'solana-address-verifier';

/** Ethereum addresses compare without their checksum case; Solana's base58 is case-sensitive. */
export function sameAddress(chain: WalletChainType, a: string, b: string): boolean {
  return chain === 'ethereum' ? a.toLowerCase() === b.toLowerCase() : a === b;
}
