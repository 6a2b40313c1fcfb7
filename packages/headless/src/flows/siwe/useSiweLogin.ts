'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { createSiweLoginFlow, type SiweLoginCommands, type SiweLoginFlowOptions } from './siweLogin.flow.ts';
import type { SiweLoginErrorCode, SiweLoginSnapshot } from './siweLogin.machine.ts';

export type UseSiweLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'siwe',
  SiweLoginErrorCode
> &
  SiweLoginFlowOptions<Intent>;

export type UseSiweLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  SiweLoginSnapshot,
  SiweLoginCommands,
  FlowCallbacks<Intent, 'siwe'>,
  'loginWithSignature' | 'loginWithWallet',
  'generateMessage'
>;

/**
 * Sign-In With Ethereum: `generateMessage({ address, chainId })`, have any wallet sign
 * `state.message`, then `loginWithSignature({ message, signature })`; or `loginWithWallet(connection)`
 * with a wallet connected through `useConnectWallet()`. Link with `intent: 'link'`. Options are read
 * once, at mount. Commands never reject: errors are in `state` and `onError`.
 */
export function useSiweLogin<Intent extends FlowIntent = 'login'>(
  params: UseSiweLoginParameters<Intent> = {},
): UseSiweLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createSiweLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['loginWithSignature', 'loginWithWallet'], steps: ['generateMessage'] });
}
