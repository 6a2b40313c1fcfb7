import { type Hex, isAddress, parseUnits } from 'viem';
import { createEvmChain, type EvmChain } from './evm/chain.ts';
import { EMULATOR_EVM_CHAINS } from './public.ts';

/** Where a control acts: an EVM chain by id (default the first local chain). */
export interface FundInput {
  address: string;
  chainId?: number | undefined;
  /** Decimal amount of the native currency to add, e.g. '1.5' (ETH). */
  native?: string | undefined;
  /** Decimal amount of the USDC-like token to mint, e.g. '100'. */
  usdc?: string | undefined;
}

/** The developer controls of the local chains (`emulator.chains`, `/__emulator/chains/*`). */
export interface ChainControls {
  /** Raises the address's balance by the amounts (native: set to current + amount; USDC: minted). */
  fund(input: FundInput): Promise<void>;
  /** Mines `blocks` empty blocks (default 1) on one chain (default every chain). */
  mine(options?: { chainId?: number | undefined; blocks?: number | undefined }): Promise<void>;
  /** Moves every chain's time forward by `seconds` (the next block carries it). */
  increaseTime(seconds: number): Promise<void>;
  /** Every chain's state now; `revert(id)` returns to it (once). */
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
}

/** The local chains an emulator runs: by chain id, with their controls. */
export interface Chains extends ChainControls {
  evm(chainId: number): EvmChain | undefined;
  /** Back to the chains as they were at start (the emulator's reset). */
  reset(): Promise<void>;
}

const invalid = (message: string) => Object.assign(new Error(message), { status: 400 });

function amount(value: string | undefined, decimals: number, what: string): bigint {
  if (value === undefined) return 0n;
  if (!/^\d+(\.\d+)?$/.test(value)) throw invalid(`${what} must be a decimal amount like '1.5'`);
  return parseUnits(value, decimals);
}

/** Starts the local EVM chains (EDR); rejects when `@nomicfoundation/edr` is not installed. */
export async function startChains(): Promise<Chains> {
  const start = () =>
    Promise.all(EMULATOR_EVM_CHAINS.map(({ id }) => createEvmChain(id, Math.floor(Date.now() / 1000))));
  let chains = await start();
  const snapshots = new Map<string, string[]>();
  let counter = 0;
  const pick = (chainId: number | undefined) => {
    const chain = chains.find((candidate) => candidate.chainId === (chainId ?? EMULATOR_EVM_CHAINS[0].id));
    if (!chain)
      throw invalid(`No local chain ${chainId}: the emulator runs ${chains.map((c) => c.chainId).join(', ')}`);
    return chain;
  };

  return {
    evm: (chainId) => chains.find((chain) => chain.chainId === chainId),
    async fund({ address, chainId, native, usdc }) {
      if (!isAddress(address)) throw invalid('`address` must be a 0x Ethereum address');
      const chain = pick(chainId);
      const wei = amount(native, 18, '`native`');
      const units = amount(usdc, 6, '`usdc`');
      if (wei === 0n && units === 0n) throw invalid('Give `native` or `usdc`, a positive amount');
      if (wei > 0n) await chain.fund(address as Hex, wei);
      if (units > 0n) await chain.mintUsdc(address as Hex, units);
    },
    async mine({ chainId, blocks = 1 } = {}) {
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) throw invalid('`blocks` must be 1 to 10000');
      const targets = chainId === undefined ? chains : [pick(chainId)];
      for (const chain of targets) for (let i = 0; i < blocks; i++) await chain.control('evm_mine');
    },
    async increaseTime(seconds) {
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > 10 * 365 * 86_400) {
        throw invalid('`seconds` must be a whole number from 0 to ten years');
      }
      for (const chain of chains) await chain.control('evm_increaseTime', [seconds]);
    },
    async snapshot() {
      const ids = await Promise.all(chains.map((chain) => chain.control('evm_snapshot') as Promise<string>));
      const id = `snapshot-${++counter}`;
      snapshots.set(id, ids);
      return id;
    },
    async revert(id) {
      const ids = snapshots.get(id);
      if (!ids) throw invalid(`No snapshot ${id} (each can be reverted to once)`);
      snapshots.delete(id);
      await Promise.all(chains.map((chain, i) => chain.control('evm_revert', [ids[i]])));
    },
    async reset() {
      snapshots.clear();
      chains = await start();
    },
  };
}
