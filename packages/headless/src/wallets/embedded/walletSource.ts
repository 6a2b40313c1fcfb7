import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { readyAtom, userAtom } from '../../core/store/atoms.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../../ethereum/walletSource.ts';
import type { EmbeddedWallet } from '../types.ts';
import { embeddedWallets, walletsOfChain } from './selectors.ts';

const sourceKeys: Record<WalletChainType, symbol> = {
  ethereum: Symbol('embedded-wallet-source:ethereum'),
  solana: Symbol('embedded-wallet-source:solana'),
};

/**
 * The user's embedded wallets of one chain as an external store (what the `/ethereum`, `/wagmi` and
 * `/solana` adapters follow): the same snapshot object until the session's readiness or the user
 * changes. One per core and chain.
 */
export function embeddedWalletSource<Chain extends WalletChainType>(
  core: FoyerCore,
  chain: Chain,
): EmbeddedWalletSource<EmbeddedWallet<Chain>> {
  return core.memo(sourceKeys[chain], () => {
    const { store } = core;
    let snapshot: EmbeddedWalletsSnapshot<EmbeddedWallet<Chain>> | null = null;
    const read = () => {
      const ready = store.get(readyAtom);
      const wallets = walletsOfChain(embeddedWallets(store.get(userAtom)), chain);
      const same =
        snapshot?.ready === ready &&
        snapshot.wallets.length === wallets.length &&
        snapshot.wallets.every((wallet, i) => JSON.stringify(wallet) === JSON.stringify(wallets[i]));
      if (!snapshot || !same) snapshot = { ready, wallets };
      return snapshot;
    };
    return {
      getSnapshot: read,
      subscribe(listener) {
        const unsubscribeReady = store.sub(readyAtom, listener);
        const unsubscribeUser = store.sub(userAtom, listener);
        return () => {
          unsubscribeReady();
          unsubscribeUser();
        };
      },
    };
  }) as EmbeddedWalletSource<EmbeddedWallet<Chain>>;
}
