'use client';
import { useEffect, useState } from 'react';
import type { WalletChainType } from '../core/wallets/protocol.ts';
import type { EmbeddedWalletSource } from '../ethereum/walletSource.ts';
import { getWalletService } from '../wallets/embedded/getWalletService.ts';
import { embeddedWalletSigner } from '../wallets/embedded/signer.ts';
import { embeddedWalletSource } from '../wallets/embedded/walletSource.ts';
import type { EmbeddedWallet, EmbeddedWalletSigner } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export interface UseEmbeddedWalletSignerReturnType<Chain extends WalletChainType> {
  /** Signs through the wallet iframe; null until the wallet code has loaded (it loads on mount). */
  signer: EmbeddedWalletSigner | null;
  /** The user's embedded wallets of the chain, as an external store. */
  wallets: EmbeddedWalletSource<EmbeddedWallet<Chain>>;
}

/**
 * What the ecosystem adapters take: `toViemAccount` and `createEip1193Provider`
 * (`@foyer/headless/viem`), `useFoyerWagmi` (`/wagmi`) and the Solana standard wallet
 * (`/solana`). Mounting it loads the wallet code.
 *
 * ```tsx
 * const { signer, wallets } = useEmbeddedWalletSigner('ethereum');
 * const provider = useMemo(() => signer && createEip1193Provider({ signer, wallets, chains }), [signer, wallets]);
 * ```
 */
export function useEmbeddedWalletSigner<Chain extends WalletChainType>(
  chain: Chain,
): UseEmbeddedWalletSignerReturnType<Chain> {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [signer, setSigner] = useState<EmbeddedWalletSigner | null>(null);
  useEffect(() => {
    let mounted = true;
    getWalletService(core).then(
      () => mounted && setSigner(embeddedWalletSigner(core)),
      (error: unknown) => console.error('[foyer] The embedded-wallet code could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, [core]);
  return { signer, wallets: embeddedWalletSource(core, chain) };
}
