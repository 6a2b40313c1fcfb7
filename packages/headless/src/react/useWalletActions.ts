'use client';
import { useMemo } from 'react';
import { getEmbeddedWallets } from '../wallets/embedded/getEmbeddedWallets.ts';
import type { EmbeddedWalletRuntime } from '../wallets/embedded/runtime.ts';
import type {
  CreateWalletOptions,
  EmbeddedWallet,
  Hex,
  ImportWalletOptions,
  TypedData,
  WalletCallOptions,
} from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

/** Commands on the provider's embedded-wallet runtime, which loads on the first call. */
function useRuntimeCommands<Commands>(make: (runtime: () => Promise<EmbeddedWalletRuntime>) => Commands): Commands {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `make` is a module-level function per hook.
  return useMemo(() => make(() => getEmbeddedWallets(core)), [core]);
}

export interface UseCreateWalletReturnType {
  /** Spec §4 'Creation rules' (default chain Ethereum); rejects with a `FoyerError`. */
  createWallet(options?: CreateWalletOptions): Promise<EmbeddedWallet>;
  /** Creates what the app's `createOnLogin` asks for the current user; resolves with what it created. */
  createRequiredWallets(): Promise<EmbeddedWallet[]>;
}

export function useCreateWallet(): UseCreateWalletReturnType {
  return useRuntimeCommands((runtime) => ({
    createWallet: async (options) => (await runtime()).createWallet(options),
    createRequiredWallets: async () => (await runtime()).createRequiredWallets(),
  }));
}

export interface UseImportWalletReturnType {
  /**
   * Imports a private key as an embedded wallet (default chain Ethereum) through the wallet iframe;
   * resolves with the wallet once it is on the user, rejects with a `FoyerError`. Not in TEE mode.
   */
  importWallet(options: ImportWalletOptions): Promise<EmbeddedWallet>;
}

export function useImportWallet(): UseImportWalletReturnType {
  return useRuntimeCommands((runtime) => ({
    importWallet: async (options) => (await runtime()).importWallet(options),
  }));
}

export interface UseWalletRecoveryReturnType {
  /** Moves the user's wallet recovery to automatic recovery (`privy`). */
  setAutomaticRecovery(): Promise<void>;
}

export function useWalletRecovery(): UseWalletRecoveryReturnType {
  return useRuntimeCommands((runtime) => ({
    setAutomaticRecovery: async () => (await runtime()).setAutomaticRecovery(),
  }));
}

export interface UseSignMessageReturnType {
  /** `personal_sign` with the user's Ethereum wallet (`options.address`, else the primary one). */
  signMessage(input: { message: string }, options?: WalletCallOptions): Promise<{ signature: Hex }>;
}

export function useSignMessage(): UseSignMessageReturnType {
  return useRuntimeCommands((runtime) => ({
    signMessage: async ({ message }, options) => ({ signature: await (await runtime()).signMessage(message, options) }),
  }));
}

export interface UseSignTypedDataReturnType {
  /** `eth_signTypedData_v4` with the user's Ethereum wallet. */
  signTypedData(typedData: TypedData, options?: WalletCallOptions): Promise<{ signature: Hex }>;
}

export function useSignTypedData(): UseSignTypedDataReturnType {
  return useRuntimeCommands((runtime) => ({
    signTypedData: async (typedData, options) => ({
      signature: await (await runtime()).signTypedData(typedData, options),
    }),
  }));
}

export interface UseSolanaSignMessageReturnType {
  /** Signs bytes with the user's Solana wallet; resolves the 64-byte ed25519 signature. */
  signMessage(input: { message: Uint8Array }, options?: WalletCallOptions): Promise<{ signature: Uint8Array }>;
}

export function useSolanaSignMessage(): UseSolanaSignMessageReturnType {
  return useRuntimeCommands((runtime) => ({
    signMessage: async ({ message }, options) => ({
      signature: await (await runtime()).signSolanaMessage(message, options),
    }),
  }));
}
