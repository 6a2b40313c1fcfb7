'use client';
import { useState } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  type AfterLoginCallbacks,
  type AfterLoginCommands,
  type AfterLoginOptions,
  createAfterLoginFlow,
} from './afterLogin.flow.ts';
import type { AfterLoginSnapshot } from './afterLogin.machine.ts';

export type UseAfterLoginParameters = AfterLoginOptions & AfterLoginCallbacks;

export type UseAfterLoginReturnType = FlowHook<
  AfterLoginSnapshot,
  AfterLoginCommands,
  AfterLoginCallbacks,
  never,
  'complete' | 'finishStep'
>;

/**
 * The steps between a login and its end, as the default modal runs them (spec §2, §4; document 2),
 * for a UI of its own: call `complete(result)` from a login hook's `onComplete`; after 0.9 s
 * `state.step` names each required step in turn (`accept-terms`, `create-wallets`, `enrol-mfa`) for
 * the UI to show, which calls `complete(result)` (or `finishStep()`, after showing a success of its
 * own) when the user is through; then `success` for 1.4 s, then `done` (and `onComplete`). `steps`
 * lists the steps the UI runs; a required step it does not run is skipped with a warning.
 * The steps' order is `afterLoginStepIds`; the step list is read once, on mount. The commands never
 * reject; their twins (`completeAsync`, `finishStepAsync`) resolve with the login once the steps are
 * done, else with null (a step is showing).
 */
export function useAfterLogin({ steps, ...callbacks }: UseAfterLoginParameters = {}): UseAfterLoginReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createAfterLoginFlow(core, { steps }));
  return useFlow(flow, callbacks, { steps: ['complete', 'finishStep'] });
}
