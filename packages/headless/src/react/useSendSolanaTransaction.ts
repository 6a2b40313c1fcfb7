'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import {
  createSendSolanaTransactionFlow,
  type SendSolanaTransactionCommands,
} from '../wallets/embedded/solanaSend/sendSolanaTransaction.flow.ts';
import type { SendSolanaTransactionSnapshot } from '../wallets/embedded/solanaSend/sendSolanaTransaction.machine.ts';
import type { SolanaSendReceipt } from '../wallets/sendTypes.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseSendSolanaTransactionParameters = ActionCallbacks<SolanaSendReceipt>;
export type UseSendSolanaTransactionReturnType = FlowHook<
  SendSolanaTransactionSnapshot,
  SendSolanaTransactionCommands,
  ActionCallbacks<SolanaSendReceipt>,
  'sendTransaction' | 'retry'
>;

/**
 * Sends Solana transactions with the user's embedded wallet: `sendTransaction({ transaction,
 * connection?, uiOptions?, address?, showWalletUIs? })`, the transaction as wire bytes or a web3.js
 * transaction. The kit sets the recent blockhash when it is empty or stale, reads the fee and the
 * balance, simulates, decodes and scans, asks the user when the policy says so, signs and sends:
 * `state.signature` as soon as the cluster has it, the receipt once it is confirmed. After an error,
 * `retry()` sends it again with a fresh blockhash.
 */
export function useSendSolanaTransaction(
  params: UseSendSolanaTransactionParameters = {},
): UseSendSolanaTransactionReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createSendSolanaTransactionFlow(core));
  return useFlow(flow, params, { finishing: ['sendTransaction', 'retry'] });
}
