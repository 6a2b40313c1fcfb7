'use client';
import { useState } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { type AcceptTermsCallbacks, type AcceptTermsCommands, createAcceptTermsFlow } from './acceptTerms.flow.ts';
import type { AcceptTermsSnapshot } from './acceptTerms.machine.ts';

export type UseAcceptTermsParameters = AcceptTermsCallbacks;

export type UseAcceptTermsReturnType = FlowHook<
  AcceptTermsSnapshot,
  AcceptTermsCommands,
  AcceptTermsCallbacks,
  'accept'
>;

/**
 * Accepts the app's terms for the signed-in user (spec §2 'Terms consent'), for custom UIs: show
 * the terms when `appConfig.legal.requireUsersAcceptTerms` and `!user.hasAcceptedTerms`, then call
 * `accept()`. It never rejects: errors are in `state` and `onError`.
 */
export function useAcceptTerms(params: UseAcceptTermsParameters = {}): UseAcceptTermsReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createAcceptTermsFlow(core));
  return useFlow(flow, params, { finishing: ['accept'] });
}
