'use client';
import { useEffect, useState } from 'react';
import type { FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  createOAuthLoginFlow,
  type OAuthFlowCallbacks,
  type OAuthLoginCommands,
  type OAuthLoginFlowOptions,
} from './oauthLogin.flow.ts';
import type { OAuthLoginSnapshot } from './oauthLogin.machine.ts';

export type UseOAuthLoginParameters<Intent extends FlowIntent = 'login'> = OAuthFlowCallbacks<Intent> &
  OAuthLoginFlowOptions<Intent> & {
    /**
     * Finish a redirect on mount when this page's address carries the provider's return (default
     * true). The modal passes false: it reads the return itself.
     */
    completeRedirect?: boolean | undefined;
  };

export type UseOAuthLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  OAuthLoginSnapshot,
  OAuthLoginCommands,
  OAuthFlowCallbacks<Intent>,
  never,
  'initOAuth' | 'completeRedirect'
> & { loading: boolean };

/**
 * Social login (google, twitter, discord, github, spotify, instagram, tiktok, line, linkedin,
 * apple) by redirect or popup, or link (`intent: 'link'`). On return from a redirect it completes by
 * itself. The options are read once, at mount. Commands never reject: errors are in `state` and `onError`.
 */
export function useOAuthLogin<Intent extends FlowIntent = 'login'>(
  params: UseOAuthLoginParameters<Intent> = {},
): UseOAuthLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createOAuthLoginFlow(core, params));
  const [auto] = useState(params.completeRedirect ?? true);
  const hook = useFlow(flow, params, { steps: ['initOAuth', 'completeRedirect'] });
  // A task later, so that StrictMode's mount-unmount-mount consumes the return once (codes are single use).
  useEffect(() => {
    if (!auto) return;
    const timer = setTimeout(() => void flow.commands.completeRedirect());
    return () => clearTimeout(timer);
  }, [flow, auto]);
  const { status } = hook.state;
  const loading = status === 'starting' || status === 'awaiting-provider' || status === 'authenticating';
  return { ...hook, loading };
}
