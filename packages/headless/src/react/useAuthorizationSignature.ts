'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import {
  type AuthorizationSignatureCommands,
  createAuthorizationSignatureFlow,
} from '../wallets/embedded/signing.flow.ts';
import type { SigningSnapshot } from '../wallets/embedded/signing.machine.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseAuthorizationSignatureParameters = ActionCallbacks<{ signature: string }>;
export type UseAuthorizationSignatureReturnType = FlowHook<
  SigningSnapshot<{ signature: string }>,
  AuthorizationSignatureCommands,
  ActionCallbacks<{ signature: string }>,
  'generateAuthorizationSignature'
>;

/**
 * Signs a wallet-API request as the user (the user signer of their embedded wallets' entropy):
 * `generateAuthorizationSignature(request, { uiOptions?, showWalletUIs? })` with the request as the
 * provider receives it (`{ version: 1, method, url, body, headers }`); resolves `{ signature }`, the
 * `privy-authorization-signature` header's value. The confirmation shows the method, URL and body.
 */
export function useAuthorizationSignature(
  params: UseAuthorizationSignatureParameters = {},
): UseAuthorizationSignatureReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createAuthorizationSignatureFlow(core));
  return useFlow(flow, params, { finishing: ['generateAuthorizationSignature'] });
}
