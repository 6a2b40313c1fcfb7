/**
 * Type tests for the wallet hooks (checked by the typecheck stage, never run): the signatures
 * `@foyer/ui` and apps code against.
 */
import { expectTypeOf } from 'vitest';
import type { ConnectedExternalWallet } from '../wallets/external/types.ts';
import type {
  CreateWalletOptions,
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  Hex,
  ImportWalletOptions,
  TypedData,
  WalletCallOptions,
  WalletUiRequest,
} from '../wallets/types.ts';
import {
  useCreateWallet,
  useImportWallet,
  useSignMessage,
  useSignTypedData,
  useSolanaSignMessage,
  useWalletRecovery,
} from './useWalletActions.ts';
import { useSolanaWallets, useWallets } from './useWallets.ts';
import { useWalletUi } from './useWalletUi.ts';

expectTypeOf(useWallets).returns.toEqualTypeOf<{
  ready: boolean;
  wallets: EmbeddedEthereumWallet[];
  externalWallets: ConnectedExternalWallet<'ethereum'>[];
}>();
expectTypeOf(useSolanaWallets).returns.toEqualTypeOf<{
  ready: boolean;
  wallets: EmbeddedSolanaWallet[];
  externalWallets: ConnectedExternalWallet<'solana'>[];
}>();
expectTypeOf(useWalletUi).returns.toEqualTypeOf<WalletUiRequest | null>();

const { createWallet, createRequiredWallets } = useCreateWallet();
expectTypeOf(createWallet).toEqualTypeOf<(options?: CreateWalletOptions) => Promise<EmbeddedWallet>>();
expectTypeOf(createRequiredWallets).toEqualTypeOf<() => Promise<EmbeddedWallet[]>>();
expectTypeOf(useImportWallet().importWallet).toEqualTypeOf<(options: ImportWalletOptions) => Promise<EmbeddedWallet>>();
expectTypeOf(useWalletRecovery().setAutomaticRecovery).toEqualTypeOf<() => Promise<void>>();
expectTypeOf(useSignMessage().signMessage).toEqualTypeOf<
  (input: { message: string }, options?: WalletCallOptions) => Promise<{ signature: Hex }>
>();
expectTypeOf(useSignTypedData().signTypedData).toEqualTypeOf<
  (typedData: TypedData, options?: WalletCallOptions) => Promise<{ signature: Hex }>
>();
expectTypeOf(useSolanaSignMessage().signMessage).toEqualTypeOf<
  (input: { message: Uint8Array }, options?: WalletCallOptions) => Promise<{ signature: Uint8Array }>
>();
