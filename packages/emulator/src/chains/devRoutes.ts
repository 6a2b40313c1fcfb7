import { devRoute, type Ok } from '../kernel/devRoute.ts';
import type { FundInput } from './index.ts';

/** The local chains' developer endpoints (`createEmulator` only: the in-process emulator runs no chain). */
export const chainsDevRoutes = {
  /** Raises an address's balance: `native` (decimal ETH) and/or `usdc` (decimal), on `chainId` (default 31337). */
  fundChainAddress: devRoute<FundInput, Ok>()('POST', '/chains/fund'),
  /** Mines `blocks` (default 1) on `chainId` (default every chain). */
  mineBlocks: devRoute<{ chainId?: number | undefined; blocks?: number | undefined }, Ok>()('POST', '/chains/mine'),
  /** Moves every chain's time forward by `seconds`. */
  increaseChainTime: devRoute<{ seconds: number }, Ok>()('POST', '/chains/time'),
  /** Every chain's state now, as an id `revertChains` returns to (once). */
  snapshotChains: devRoute<Record<string, never>, { id: string }>()('POST', '/chains/snapshot'),
  revertChains: devRoute<{ id: string }, Ok>()('POST', '/chains/revert'),
};
