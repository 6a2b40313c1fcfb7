'use client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OAuthProvider } from '../../core/api/wire.ts';
import { useFoyerCore } from '../../react/context.ts';
import { useFlow } from '../../react/useFlow.ts';
import { createOAuthLoginFlow } from './oauthLogin.flow.ts';
import type { OAuthLoginSnapshot } from './oauthLogin.machine.ts';
import { type OAuthTokenGrant, onOAuthTokenGrant } from './oauthTokens.ts';

export interface UseOAuthTokensParameters {
  /**
   * The provider's own tokens (access, refresh, scopes) and the user, after every OAuth login, link
   * or reauthorization of this provider mount: the modal's, a hook's, a redirect's return. For apps
   * that call the provider's API. Each mounted hook hears every grant.
   */
  onOAuthTokenGrant: (grant: OAuthTokenGrant) => void;
}

export interface UseOAuthTokensReturnType {
  /** The latest reauthorization's run (`initial`, `starting`, `awaiting-provider`, `authenticating`, `done`, `error`). */
  state: OAuthLoginSnapshot;
  /**
   * Asks the provider again for the logged-in user's linked account (its consent page in a
   * 440×680 popup: call it from a click), for fresh tokens, which `onOAuthTokenGrant` then gets.
   * Never rejects: a user without that provider's account gets `failed_to_update_account`, another
   * account at the provider `cannot_link_more_of_type`, in `state`.
   */
  reauthorize(args: { provider: OAuthProvider }): Promise<OAuthLoginSnapshot>;
}

/**
 * Reference §3.3, §3.15 `oAuthAuthorization`: listens for the tokens a social provider grants at
 * login or link (the latest render's callback; unmounting stops listening), and `reauthorize`s a
 * linked provider account for fresh ones (the OAuth flow with intent `update`, on `oauth/link`).
 */
export function useOAuthTokens({ onOAuthTokenGrant: onGrant }: UseOAuthTokensParameters): UseOAuthTokensReturnType {
  const core = useFoyerCore();
  const latest = useRef(onGrant);
  useLayoutEffect(() => {
    latest.current = onGrant;
  });
  useEffect(() => onOAuthTokenGrant(core, (grant) => latest.current(grant)), [core]);
  // Its grant reaches this hook through the provider's listeners, as any other run's does.
  const [flow] = useState(() => createOAuthLoginFlow(core, { intent: 'update', pendingStorage: null }));
  const { state, initOAuth } = useFlow(flow, {});
  const reauthorize = useCallback(
    ({ provider }: { provider: OAuthProvider }) => initOAuth({ provider, popup: true }),
    [initOAuth],
  );
  return { state, reauthorize };
}
