/**
 * What the ecosystem adapters (`/ethereum`, `/wagmi`, `/solana`) read the user's embedded wallets
 * from: a small external store, the shape `useSyncExternalStore` takes. `embeddedWalletSource(core,
 * chain)` implements it on the core's store; tests implement it with a few lines.
 */
import type { EmbeddedWallet } from '../wallets/types.ts';

export interface EmbeddedWalletsSnapshot<Wallet extends EmbeddedWallet = EmbeddedWallet> {
  /** False until the stored session has been settled (the wallets are then known). */
  ready: boolean;
  /** The user's embedded wallets of one chain, primary (index 0) first; empty when logged out. */
  wallets: readonly Wallet[];
}

export interface EmbeddedWalletSource<Wallet extends EmbeddedWallet = EmbeddedWallet> {
  /** The current snapshot: the same object until something changes. */
  getSnapshot(): EmbeddedWalletsSnapshot<Wallet>;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Resolves the first snapshot that is ready (at once when the current one is). */
export function whenReady<Wallet extends EmbeddedWallet>(
  source: EmbeddedWalletSource<Wallet>,
): Promise<EmbeddedWalletsSnapshot<Wallet>> {
  const now = source.getSnapshot();
  if (now.ready) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = source.subscribe(() => {
      const snapshot = source.getSnapshot();
      if (!snapshot.ready) return;
      unsubscribe();
      resolve(snapshot);
    });
  });
}

/** A source that never changes: one wallet, always ready. */
export function staticWalletSource<Wallet extends EmbeddedWallet>(
  wallets: readonly Wallet[],
): EmbeddedWalletSource<Wallet> {
  const snapshot: EmbeddedWalletsSnapshot<Wallet> = { ready: true, wallets };
  return { getSnapshot: () => snapshot, subscribe: () => () => {} };
}
