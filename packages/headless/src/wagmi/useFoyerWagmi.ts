'use client';
import { useEffect } from 'react';
import { type ConnectEmbeddedWalletParameters, connectEmbeddedWallet } from './connectEmbeddedWallet.ts';
import type { WagmiConfigLike } from './embeddedWallet.ts';

/**
 * The glue between the Foyer session (in React) and your wagmi config (created outside React):
 * render it once, in a component inside both `<FoyerProvider>` and `<WagmiProvider>`. While it is
 * mounted, wagmi follows the user's embedded Ethereum wallets (see `embeddedWallet()`).
 *
 * ```tsx
 * function WalletBridge() {
 *   useFoyerWagmi(wagmiConfig, { wallets, signer });
 *   return null;
 * }
 * ```
 */
export function useFoyerWagmi(config: WagmiConfigLike, { wallets, signer }: ConnectEmbeddedWalletParameters): void {
  useEffect(() => connectEmbeddedWallet(config, { wallets, signer }), [config, wallets, signer]);
}
