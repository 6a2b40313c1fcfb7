'use client';
import { useEffect } from 'react';
import { useEmbeddedWalletSigner } from '../react/useEmbeddedWalletSigner.ts';
import { registerEmbeddedSolanaWallet } from './register.ts';
import type { CreateSolanaStandardWalletParameters } from './standardWallet.ts';

export type UseRegisterEmbeddedSolanaWalletParameters = Omit<
  CreateSolanaStandardWalletParameters,
  'wallets' | 'signer'
>;

/**
 * Registers the user's embedded Solana wallet as a Wallet Standard wallet while the calling
 * component is mounted (inside `<FoyerProvider>`), so the Solana wallet adapter and other Wallet
 * Standard apps on the page list it. Loads the wallet code on mount.
 */
export function useRegisterEmbeddedSolanaWallet(parameters: UseRegisterEmbeddedSolanaWalletParameters = {}): void {
  const { signer, wallets } = useEmbeddedWalletSigner('solana');
  const { name, icon, chains } = parameters;
  useEffect(() => {
    if (!signer) return;
    return registerEmbeddedSolanaWallet({
      wallets,
      signer,
      ...(name === undefined ? {} : { name }),
      ...(icon === undefined ? {} : { icon }),
      ...(chains === undefined ? {} : { chains }),
    });
  }, [signer, wallets, name, icon, chains]);
}
