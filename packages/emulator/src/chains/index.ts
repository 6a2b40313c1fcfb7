/**
 * The local chains of a Node emulator (native code: never imported by `@foyer/emulator/in-process`):
 * the EVM chains of `EVM_CHAINS`, each made on first use. `createEmulator()` gives them to its
 * instance.
 */
import { createEvmChain } from './evm/evmChain.ts';
import { EVM_CHAINS } from './evmChains.ts';
import type { LocalChain } from './types.ts';

export function createLocalChains(): LocalChain[] {
  return EVM_CHAINS.map((chain) => createEvmChain(chain.id));
}
