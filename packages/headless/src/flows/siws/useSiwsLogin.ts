'use client';
import { useState } from 'react';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { createSiwsLoginFlow, type SiwsLoginCommands, type SiwsLoginFlowOptions } from './siwsLogin.flow.ts';
import type { SiwsIntent, SiwsLoginErrorCode, SiwsLoginSnapshot } from './siwsLogin.machine.ts';

export type UseSiwsLoginParameters<Intent extends SiwsIntent = 'login'> = FlowCallbacks<
  Intent,
  'siws',
  SiwsLoginErrorCode
> &
  SiwsLoginFlowOptions<Intent>;

export type UseSiwsLoginReturnType<Intent extends SiwsIntent = 'login'> = FlowHook<
  SiwsLoginSnapshot,
  SiwsLoginCommands,
  FlowCallbacks<Intent, 'siws'>,
  'loginWithSignature' | 'loginWithWallet',
  'generateMessage'
>;

/**
 * Sign-In With Solana: log in (or, with `intent: 'link'`, link) with a Solana wallet's signature.
 * `generateMessage({ address })` then `loginWithSignature({ signature, message })`, or
 * `loginWithWallet({ wallet })` with a connection from `@foyer/headless/solana`. The options are
 * read once, at mount. Commands never reject: errors are in `state` and `onError`.
 */
export function useSiwsLogin<Intent extends SiwsIntent = 'login'>(
  params: UseSiwsLoginParameters<Intent> = {},
): UseSiwsLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createSiwsLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['loginWithSignature', 'loginWithWallet'], steps: ['generateMessage'] });
}
