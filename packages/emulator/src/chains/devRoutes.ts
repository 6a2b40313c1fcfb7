import type { ChainId } from '../kernel/chains.ts';
import { type DevRoutes, devRoute, type Ok } from '../kernel/devRoute.ts';
import type { FundOptions } from './hub.ts';

/**
 * The developer endpoints of the local chains (`/__emulator/chains/…`), as `ChainControls` offers
 * them. `deny-list` with `privy-app-id` sets that app's list. Without chains (in-process) each
 * answers 501 `not_supported`.
 */
export const chainDevRoutes = {
  fundChain: devRoute<{ address: string } & FundOptions, Ok>()('POST', '/chains/fund'),
  mineChain: devRoute<{ chainId?: ChainId; blocks?: number }, Ok>()('POST', '/chains/mine'),
  increaseChainTime: devRoute<{ seconds: number }, Ok>()('POST', '/chains/increase-time'),
  snapshotChains: devRoute<Record<string, never>, { id: string }>()('POST', '/chains/snapshot'),
  revertChains: devRoute<{ id: string }, Ok>()('POST', '/chains/revert'),
  denyList: devRoute<{ addresses: string[] }, Ok>()('POST', '/chains/deny-list'),
} satisfies DevRoutes;
