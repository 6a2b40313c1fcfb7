'use client';
import { useState } from 'react';
import type { ActionCallbacks, NoCallbacks } from '../core/flow/types.ts';
import { type CreateWalletCommands, createCreateWalletFlow } from '../wallets/embedded/createWallet.flow.ts';
import type { CreateWalletSnapshot } from '../wallets/embedded/createWallet.machine.ts';
import { createImportWalletFlow, type ImportWalletCommands } from '../wallets/embedded/importWallet.flow.ts';
import type { ImportWalletSnapshot } from '../wallets/embedded/importWallet.machine.ts';
import { type RequiredWalletsCommands, requiredWalletsFlow } from '../wallets/embedded/requiredWallets.flow.ts';
import type { RequiredWalletsSnapshot } from '../wallets/embedded/requiredWallets.machine.ts';
import {
  createSendTransactionFlow,
  createSendTransactionsFlow,
  createSignMessageFlow,
  createSignTransactionFlow,
  createSignTypedDataFlow,
  createSolanaSignMessageFlow,
  createSolanaSignTransactionFlow,
  type SendTransactionCommands,
  type SendTransactionsCommands,
  type SignMessageCommands,
  type SignTransactionCommands,
  type SignTypedDataCommands,
  type SolanaSignMessageCommands,
  type SolanaSignTransactionCommands,
} from '../wallets/embedded/signing.flow.ts';
import type { SendSnapshot, SigningSnapshot } from '../wallets/embedded/signing.machine.ts';
import { createWalletRecoveryFlow, type WalletRecoveryCommands } from '../wallets/embedded/walletRecovery.flow.ts';
import type { WalletRecoverySnapshot } from '../wallets/embedded/walletRecovery.machine.ts';
import type { EthereumSendReceipt } from '../wallets/sendTypes.ts';
import type { EmbeddedWallet, Hex } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

/**
 * The wallet operations' hooks. Each follows the kit's action convention: `state`, a command that
 * never rejects and its `Async` twin that does. Each call runs on its own: a second signature
 * neither cancels nor waits for the first, and `state` follows the latest call. The wallet code
 * (the iframe proxy and the confirmation policy) loads on the first call.
 */
function useOperation<Flow>(create: (core: ReturnType<typeof useFoyerCore>) => Flow): Flow {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => create(core));
  return flow;
}

export type UseCreateWalletParameters = ActionCallbacks<EmbeddedWallet>;
export type UseCreateWalletReturnType = FlowHook<
  CreateWalletSnapshot,
  CreateWalletCommands,
  ActionCallbacks<EmbeddedWallet>,
  'createWallet'
>;

/** Creates an embedded wallet (spec §4 'Creation rules'): `createWallet({ chainType?, createAdditional?, walletIndex? })`. */
export function useCreateWallet(params: UseCreateWalletParameters = {}): UseCreateWalletReturnType {
  return useFlow(useOperation(createCreateWalletFlow), params, { finishing: ['createWallet'] });
}

export type UseCreateRequiredWalletsReturnType = FlowHook<
  RequiredWalletsSnapshot,
  RequiredWalletsCommands,
  NoCallbacks,
  'createRequiredWallets'
>;

/**
 * The creation of the wallets the app's `createOnLogin` asks for (the modal's wallet screen, a
 * custom UI's after-login step): one per provider, so `state` also shows a creation a login or a
 * restored session started, and a call while one runs joins it.
 */
export function useCreateRequiredWallets(): UseCreateRequiredWalletsReturnType {
  const shared = useOperation(requiredWalletsFlow);
  // The provider owns the creation: a component's mount and unmount neither start nor stop it.
  const [view] = useState(() => ({
    getSnapshot: shared.getSnapshot,
    subscribe: shared.subscribe,
    commands: shared.commands,
    callbacks: {},
    start() {},
    stop() {},
  }));
  return useFlow(view, {}, { finishing: ['createRequiredWallets'] });
}

export type UseImportWalletParameters = ActionCallbacks<EmbeddedWallet>;
export type UseImportWalletReturnType = FlowHook<
  ImportWalletSnapshot,
  ImportWalletCommands,
  ActionCallbacks<EmbeddedWallet>,
  'importWallet'
>;

/**
 * Imports a private key as an embedded wallet (default chain Ethereum) through the wallet iframe:
 * `importWallet({ privateKey, chainType? })`. Not in TEE mode; the key goes to the iframe only.
 */
export function useImportWallet(params: UseImportWalletParameters = {}): UseImportWalletReturnType {
  return useFlow(useOperation(createImportWalletFlow), params, { finishing: ['importWallet'] });
}

export type UseWalletRecoveryParameters = ActionCallbacks<EmbeddedWallet>;
export type UseWalletRecoveryReturnType = FlowHook<
  WalletRecoverySnapshot,
  WalletRecoveryCommands,
  ActionCallbacks<EmbeddedWallet>,
  'setAutomaticRecovery' | 'setCloudRecovery'
>;

/**
 * Moves the user's wallet recovery (spec §4 'Recovery actions'): `setAutomaticRecovery()` (the
 * provider's own, `privy`), or `setCloudRecovery('google-drive' | 'icloud')` from the user's click
 * (the cloud's consent in a popup, then the backup written there). A password: `useWalletPassword`.
 */
export function useWalletRecovery(params: UseWalletRecoveryParameters = {}): UseWalletRecoveryReturnType {
  return useFlow(useOperation(createWalletRecoveryFlow), params, {
    finishing: ['setAutomaticRecovery', 'setCloudRecovery'],
  });
}

export type UseSignMessageParameters = ActionCallbacks<{ signature: Hex }>;
export type UseSignMessageReturnType = FlowHook<
  SigningSnapshot<{ signature: Hex }>,
  SignMessageCommands,
  ActionCallbacks<{ signature: Hex }>,
  'signMessage'
>;

/** `personal_sign` with the user's Ethereum wallet: `signMessage({ message }, { address?, uiOptions?, showWalletUIs? })`. */
export function useSignMessage(params: UseSignMessageParameters = {}): UseSignMessageReturnType {
  return useFlow(useOperation(createSignMessageFlow), params, { finishing: ['signMessage'] });
}

export type UseSendTransactionParameters = ActionCallbacks<EthereumSendReceipt>;
export type UseSendTransactionReturnType = FlowHook<
  SendSnapshot<EthereumSendReceipt>,
  SendTransactionCommands,
  ActionCallbacks<EthereumSendReceipt>,
  'sendTransaction'
>;

/**
 * Sends a transaction with the user's Ethereum wallet: `sendTransaction(tx, { address?, uiOptions?,
 * showWalletUIs? })` fills in nonce, gas and fees, asks the user (wallet UIs on), signs, broadcasts
 * (`state.hash` as soon as the chain takes it) and resolves the receipt (`hash`, `status`,
 * `blockNumber`, `gasUsed`, `fee`).
 */
export function useSendTransaction(params: UseSendTransactionParameters = {}): UseSendTransactionReturnType {
  return useFlow(useOperation(createSendTransactionFlow), params, { finishing: ['sendTransaction'] });
}

export type UseSignTransactionParameters = ActionCallbacks<{ signature: Hex }>;
export type UseSignTransactionReturnType = FlowHook<
  SigningSnapshot<{ signature: Hex }>,
  SignTransactionCommands,
  ActionCallbacks<{ signature: Hex }>,
  'signTransaction'
>;

/**
 * Signs a transaction with the user's Ethereum wallet without sending it: `signTransaction(tx, {
 * address?, uiOptions?, showWalletUIs? })` fills it in like a send (nonce, gas, fees, chain id),
 * asks the user (wallet UIs on) and resolves `{ signature }`, the signed serialized transaction.
 */
export function useSignTransaction(params: UseSignTransactionParameters = {}): UseSignTransactionReturnType {
  return useFlow(useOperation(createSignTransactionFlow), params, { finishing: ['signTransaction'] });
}

export type UseSolanaSignTransactionParameters = ActionCallbacks<{ signedTransaction: Uint8Array }>;
export type UseSolanaSignTransactionReturnType = FlowHook<
  SigningSnapshot<{ signedTransaction: Uint8Array }>,
  SolanaSignTransactionCommands,
  ActionCallbacks<{ signedTransaction: Uint8Array }>,
  'signTransaction'
>;

/**
 * Signs a Solana transaction (wire bytes) with the user's Solana wallet without sending it:
 * `signTransaction({ transaction }, { address?, uiOptions?, showWalletUIs? })` shows its instructions
 * (wallet UIs on) and resolves `{ signedTransaction }`, the wire transaction with the wallet's signature.
 */
export function useSolanaSignTransaction(
  params: UseSolanaSignTransactionParameters = {},
): UseSolanaSignTransactionReturnType {
  return useFlow(useOperation(createSolanaSignTransactionFlow), params, { finishing: ['signTransaction'] });
}

export type UseSendTransactionsParameters = ActionCallbacks<EthereumSendReceipt[]>;
export type UseSendTransactionsReturnType = FlowHook<
  SendSnapshot<EthereumSendReceipt[]>,
  SendTransactionsCommands,
  ActionCallbacks<EthereumSendReceipt[]>,
  'sendTransactions'
>;

/** Several transactions in one request: each confirmed ('(i / n)', 'Continue' then 'Approve') and sent in turn. */
export function useSendTransactions(params: UseSendTransactionsParameters = {}): UseSendTransactionsReturnType {
  return useFlow(useOperation(createSendTransactionsFlow), params, { finishing: ['sendTransactions'] });
}

export type UseSignTypedDataParameters = ActionCallbacks<{ signature: Hex }>;
export type UseSignTypedDataReturnType = FlowHook<
  SigningSnapshot<{ signature: Hex }>,
  SignTypedDataCommands,
  ActionCallbacks<{ signature: Hex }>,
  'signTypedData'
>;

/** `eth_signTypedData_v4` with the user's Ethereum wallet: `signTypedData(typedData, options?)`. */
export function useSignTypedData(params: UseSignTypedDataParameters = {}): UseSignTypedDataReturnType {
  return useFlow(useOperation(createSignTypedDataFlow), params, { finishing: ['signTypedData'] });
}

export type UseSolanaSignMessageParameters = ActionCallbacks<{ signature: Uint8Array }>;
export type UseSolanaSignMessageReturnType = FlowHook<
  SigningSnapshot<{ signature: Uint8Array }>,
  SolanaSignMessageCommands,
  ActionCallbacks<{ signature: Uint8Array }>,
  'signMessage'
>;

/** Signs bytes with the user's Solana wallet (the 64-byte ed25519 signature): `signMessage({ message }, options?)`. */
export function useSolanaSignMessage(params: UseSolanaSignMessageParameters = {}): UseSolanaSignMessageReturnType {
  return useFlow(useOperation(createSolanaSignMessageFlow), params, { finishing: ['signMessage'] });
}
