/**
 * The local chains of a Node emulator (native code: never imported by `@foyer/emulator/in-process`):
 * the EVM chains of `EMULATOR_EVM_CHAINS` and the Solana cluster, each made on first use. `createEmulator()` gives them to its
 * instance.
 */
import { createEvmChain } from './evm/evmChain.ts';
import { EMULATOR_EVM_CHAINS } from './public.ts';
import { createLazySolanaChain } from './solana/lazy.ts';
import type { LocalChain } from './types.ts';

export function createLocalChains(): LocalChain[] {
  return [...EMULATOR_EVM_CHAINS.map((chain) => createEvmChain(chain.id)), createLazySolanaChain()];
}
