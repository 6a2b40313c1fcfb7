'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  createFarcasterLoginFlow,
  type FarcasterLoginCommands,
  type FarcasterLoginFlowOptions,
} from './farcasterLogin.flow.ts';
import type { FarcasterLoginErrorCode, FarcasterLoginSnapshot } from './farcasterLogin.machine.ts';

export type UseFarcasterLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'farcaster',
  FarcasterLoginErrorCode
> &
  FarcasterLoginFlowOptions<Intent>;

export type UseFarcasterLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  FarcasterLoginSnapshot,
  FarcasterLoginCommands,
  FlowCallbacks<Intent, 'farcaster'>,
  'start'
>;

/**
 * Sign In With Farcaster (`intent: 'login'`, default) or link (`intent: 'link'`): `start()` opens a
 * relay channel; show `state.connectUri` (a QR code, or a link on mobile) while it waits for the
 * Farcaster app's approval. The options are read once, at mount. Commands never reject.
 */
export function useFarcasterLogin<Intent extends FlowIntent = 'login'>(
  params: UseFarcasterLoginParameters<Intent> = {},
): UseFarcasterLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createFarcasterLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['start'] });
}
