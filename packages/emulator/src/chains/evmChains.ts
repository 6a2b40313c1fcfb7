import type { EMULATOR_EVM_CHAINS } from './public.ts';

export type EvmChainId = (typeof EMULATOR_EVM_CHAINS)[number]['id'];

/** The chain `chains.fund`, `chains.mine` and the scanner use when none is named. */
export const DEFAULT_EVM_CHAIN_ID: EvmChainId = 31337;
