'use client';
import { useEffect } from 'react';
import { useEmbeddedWalletSigner } from '../react/useEmbeddedWalletSigner.ts';
import { connectEmbeddedWallet } from './connectEmbeddedWallet.ts';
import type { WagmiConfigLike } from './embeddedWallet.ts';

/**
 * The glue between the Foyer session (in React) and your wagmi config (created outside React):
 * call it once, in a component inside both `<FoyerProvider>` and `<WagmiProvider>`. While it is
 * mounted, wagmi follows the user's embedded Ethereum wallets (see `embeddedWallet()`): connected
 * after login, disconnected on logout, signing through the wallet iframe.
 *
 * ```tsx
 * function FoyerWagmiBridge() {
 *   useFoyerWagmi(wagmiConfig);
 *   return null;
 * }
 * ```
 */
export function useFoyerWagmi(config: WagmiConfigLike): void {
  const { signer, wallets } = useEmbeddedWalletSigner('ethereum');
  useEffect(() => (signer ? connectEmbeddedWallet(config, { wallets, signer }) : undefined), [config, wallets, signer]);
}
