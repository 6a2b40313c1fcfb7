'use client';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { connectedExternalWalletsAtom } from '../core/store/externalWallets.ts';
import { ethereumWalletsOf } from '../ethereum/external/discovery.ts';
import { useFoyerCore } from '../react/context.ts';
import { useEmbeddedWalletSigner } from '../react/useEmbeddedWalletSigner.ts';
import { connectEmbeddedWallet } from './connectEmbeddedWallet.ts';
import type { WagmiConfigLike } from './embeddedWallet.ts';
import { connectExternalWallet, type FoyerExternalWallet } from './externalWallet.ts';

/**
 * The glue between the Foyer session (in React) and your wagmi config (created outside React):
 * call it once, in a component inside both `<FoyerProvider>` and `<WagmiProvider>`. While it is
 * mounted, wagmi follows the user's embedded Ethereum wallets (see `embeddedWallet()`): connected
 * after login, disconnected on logout, signing through the wallet iframe; and, when the config has
 * an `externalWallet()` connector, the external wallet connected through Foyer, beside it.
 *
 * ```tsx
 * function FoyerWagmiBridge() {
 *   useFoyerWagmi(wagmiConfig);
 *   return null;
 * }
 * ```
 */
export function useFoyerWagmi(config: WagmiConfigLike): void {
  const core = useFoyerCore();
  const { signer, wallets } = useEmbeddedWalletSigner('ethereum');
  useEffect(() => (signer ? connectEmbeddedWallet(config, { wallets, signer }) : undefined), [config, wallets, signer]);
  const connected = useAtomValue(connectedExternalWalletsAtom, { store: core.store });
  const external = connected.findLast((wallet) => wallet.chainType === 'ethereum') ?? null;
  useEffect(() => {
    const provider = external ? ethereumWalletsOf(core).providerOf(external.meta.id) : null;
    const wallet: FoyerExternalWallet | null =
      external && provider
        ? { address: external.address, chainId: external.chainId, provider, name: external.meta.name }
        : null;
    return connectExternalWallet(config, wallet);
  }, [config, core, external]);
}
