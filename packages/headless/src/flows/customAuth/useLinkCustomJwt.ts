'use client';
import { useState } from 'react';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { type CustomJwtLinkCommands, createCustomJwtLinkFlow } from './customJwtLink.flow.ts';
import type { CustomJwtLinkErrorCode, CustomJwtLinkSnapshot } from './customJwtLink.machine.ts';

export type UseLinkCustomJwtParameters = FlowCallbacks<'link', 'custom', CustomJwtLinkErrorCode>;

export type UseLinkCustomJwtReturnType = FlowHook<
  CustomJwtLinkSnapshot,
  CustomJwtLinkCommands,
  FlowCallbacks<'link', 'custom'>,
  'linkCustomJwt'
>;

/**
 * Links a custom JWT's account to the signed-in user: `linkCustomJwt({ token })`. Commands never
 * reject: errors are in `state` and `onError`.
 */
export function useLinkCustomJwt(params: UseLinkCustomJwtParameters = {}): UseLinkCustomJwtReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createCustomJwtLinkFlow(core));
  return useFlow(flow, params, { finishing: ['linkCustomJwt'] });
}
