'use client';
import { useEffect, useRef, useState } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { type CustomAuthCallbacks, type CustomAuthCommands, createCustomAuthFlow } from './customAuth.flow.ts';
import type { CustomAuthSnapshot } from './customAuth.machine.ts';

export type UseCustomAuthParameters = CustomAuthCallbacks;

export type UseCustomAuthReturnType = FlowHook<
  CustomAuthSnapshot,
  CustomAuthCommands,
  CustomAuthCallbacks,
  never,
  'sync'
>;

/**
 * Custom-token sync for apps with their own auth: the kit's session follows the app's JWT. On mount
 * (once the kit is ready), on every `subscribe` signal and when `enabled` turns on, it reads
 * `getToken()`: a new token logs in with it, no token logs a custom-auth user out, the same token
 * does nothing. A failure logs out and calls `onError`. `getToken`, `enabled` and the callbacks are
 * read on every render; `subscribe` once, at mount. States: initial, loading, done, error and
 * not-enabled (the app config has no custom auth).
 */
export function useCustomAuth(params: UseCustomAuthParameters): UseCustomAuthReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createCustomAuthFlow(core, params));
  const hook = useFlow(flow, params, { steps: ['sync'] });
  const enabled = params.enabled !== false;
  const mounted = useRef(false);
  useEffect(() => {
    // The first run is the flow's own start; later ones follow `enabled` turning on.
    if (mounted.current && enabled) void flow.commands.sync();
    mounted.current = true;
  }, [flow, enabled]);
  return hook;
}
