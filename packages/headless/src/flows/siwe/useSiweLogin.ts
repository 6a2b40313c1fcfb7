'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { useFlow } from '../../react/useFlow.ts';
import { createSiweLoginFlow, type SiweLoginCommands, type SiweLoginFlowOptions } from './siweLogin.flow.ts';
import type { SiweLoginErrorCode, SiweLoginSnapshot } from './siweLogin.machine.ts';

export type UseSiweLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'siwe',
  SiweLoginErrorCode
> &
  SiweLoginFlowOptions<Intent>;

export type UseSiweLoginReturnType = SiweLoginCommands & { state: SiweLoginSnapshot };

/**
 * Sign-In With Ethereum: `generateMessage({ address, chainId })`, have any wallet sign
 * `state.message`, then `loginWithSignature({ message, signature })`; or `loginWithWallet(connection)`
 * with a wallet connected through `useConnectWallet()`. Link with `intent: 'link'`. Options are read
 * once, at mount. Commands never reject: errors are in `state` and `onError`.
 */
export function useSiweLogin<Intent extends FlowIntent = 'login'>(
  params: UseSiweLoginParameters<Intent> = {},
): UseSiweLoginReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createSiweLoginFlow(core, params));
  const state = useFlow(flow, params);
  return { state, ...flow.commands };
}
