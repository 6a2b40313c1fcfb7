'use client';
import { useState } from 'react';
import type { FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  type CrossAppFlowCallbacks,
  type CrossAppLoginCommands,
  type CrossAppLoginFlowOptions,
  createCrossAppLoginFlow,
} from './crossAppLogin.flow.ts';
import type { CrossAppLoginSnapshot } from './crossAppLogin.machine.ts';
import { usePopupRelay } from './usePopupRelay.ts';

export type UseCrossAppLoginParameters<Intent extends FlowIntent = 'login'> = CrossAppFlowCallbacks<Intent> &
  CrossAppLoginFlowOptions<Intent>;

export type UseCrossAppLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  CrossAppLoginSnapshot,
  CrossAppLoginCommands,
  CrossAppFlowCallbacks<Intent>,
  'initCrossAppLogin'
> & { loading: boolean };

/**
 * Cross-app login (spec §4): sign in with the user's account at another app of the same provider,
 * through that app's page in a popup; or link it (`intent: 'link'`). The options are read once, at
 * mount. Commands never reject: errors are in `state` and `onError`.
 */
export function useCrossAppLogin<Intent extends FlowIntent = 'login'>(
  params: UseCrossAppLoginParameters<Intent> = {},
): UseCrossAppLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createCrossAppLoginFlow(core, params));
  const hook = useFlow(flow, params, { finishing: ['initCrossAppLogin'] });
  usePopupRelay();
  const { status } = hook.state;
  const loading = status === 'starting' || status === 'awaiting-provider' || status === 'authenticating';
  return { ...hook, loading };
}
