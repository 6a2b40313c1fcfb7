'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import {
  createDelegatedActionsFlow,
  createSessionSignersFlow,
  type DelegatedActionsCommands,
  type SessionSignersCommands,
} from '../wallets/delegation/delegation.flow.ts';
import type { DelegationResult, DelegationSnapshot } from '../wallets/delegation/delegation.machine.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseHeadlessDelegatedActionsParameters = ActionCallbacks<DelegationResult>;
export type UseHeadlessDelegatedActionsReturnType = FlowHook<
  DelegationSnapshot,
  DelegatedActionsCommands,
  ActionCallbacks<DelegationResult>,
  'delegateWallet' | 'revokeWallets'
>;

/**
 * Delegated actions without the modal (reference §3.11): `delegateWallet({ address, chainType })`
 * lets the app's server use the wallet while the user is away; `revokeWallets()` takes every
 * delegated wallet back. Ask the user first: this is their consent (the modal's `useDelegatedActions`
 * of `@foyer/ui` shows 'Enable offline access').
 */
export function useHeadlessDelegatedActions(
  params: UseHeadlessDelegatedActionsParameters = {},
): UseHeadlessDelegatedActionsReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createDelegatedActionsFlow(core));
  return useFlow(flow, params, { finishing: ['delegateWallet', 'revokeWallets'] });
}

export type UseSessionSignersParameters = ActionCallbacks<DelegationResult>;
export type UseSessionSignersReturnType = FlowHook<
  DelegationSnapshot,
  SessionSignersCommands,
  ActionCallbacks<DelegationResult>,
  'addSessionSigners' | 'removeSessionSigners'
>;

/**
 * Session signers (reference §3.11): `addSessionSigners({ address, signers: [{ signerId, policyIds? }] })`
 * lets the app's authorization keys sign for the wallet under those policies (delegating it first
 * when it is not); `removeSessionSigners({ address })` removes them all.
 */
export function useSessionSigners(params: UseSessionSignersParameters = {}): UseSessionSignersReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createSessionSignersFlow(core));
  return useFlow(flow, params, { finishing: ['addSessionSigners', 'removeSessionSigners'] });
}
