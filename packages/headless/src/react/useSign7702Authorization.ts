'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { createSignAuthorizationFlow, type SignAuthorizationCommands } from '../wallets/embedded/signing.flow.ts';
import type { SigningSnapshot } from '../wallets/embedded/signing.machine.ts';
import type { SignedAuthorization } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseSign7702AuthorizationParameters = ActionCallbacks<SignedAuthorization>;
export type UseSign7702AuthorizationReturnType = FlowHook<
  SigningSnapshot<SignedAuthorization>,
  SignAuthorizationCommands,
  ActionCallbacks<SignedAuthorization>,
  'signAuthorization'
>;

/**
 * Signs an EIP-7702 authorization with the user's Ethereum wallet: `signAuthorization({
 * contractAddress, chainId?, nonce? }, { address?, uiOptions?, showWalletUIs? })`. `chainId`
 * defaults to the app's default chain, `nonce` to the wallet's transaction count there. Resolves
 * viem's `SignedAuthorization` (`verifyAuthorization` accepts it), for an `authorizationList`.
 */
export function useSign7702Authorization(
  params: UseSign7702AuthorizationParameters = {},
): UseSign7702AuthorizationReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createSignAuthorizationFlow(core));
  return useFlow(flow, params, { finishing: ['signAuthorization'] });
}
