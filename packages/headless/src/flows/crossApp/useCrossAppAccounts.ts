'use client';
import { useState } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  type CrossAppAccountCommands,
  type CrossAppAccountsCommands,
  createCrossAppAccounts,
} from './crossAppAccounts.ts';
import type { CrossAppRequestCallbacks, CrossAppRequestFlowOptions } from './crossAppRequest.flow.ts';
import type { CrossAppRequestSnapshot } from './crossAppRequest.machine.ts';
import { usePopupRelay } from './usePopupRelay.ts';

export type UseCrossAppAccountsParameters = CrossAppRequestCallbacks & CrossAppRequestFlowOptions;

export type UseCrossAppAccountsReturnType = FlowHook<
  CrossAppRequestSnapshot,
  CrossAppAccountsCommands,
  CrossAppRequestCallbacks,
  'signMessage' | 'signTypedData' | 'sendTransaction'
> &
  CrossAppAccountCommands;

/**
 * Cross-app accounts (reference §3.12; spec §4 'Cross-app signing'): log in with, link and unlink
 * an account of another app of the provider, and sign messages and typed data or send transactions
 * with its wallets through that app's page in a popup. `state` follows the latest request; its
 * result is the signature, or the transaction's hash. The options are read once, at mount.
 */
export function useCrossAppAccounts(params: UseCrossAppAccountsParameters = {}): UseCrossAppAccountsReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createCrossAppAccounts(core, params));
  usePopupRelay();
  return useFlow(flow, params, { finishing: ['signMessage', 'signTypedData', 'sendTransaction'] });
}
