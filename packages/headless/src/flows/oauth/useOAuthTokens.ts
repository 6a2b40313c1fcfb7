'use client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { type OAuthTokenGrant, onOAuthTokenGrant } from './oauthTokens.ts';

export interface UseOAuthTokensParameters {
  /**
   * The provider's own tokens (access, refresh, scopes) and the user, after every OAuth login or
   * link of this provider mount: the modal's, a hook's, a redirect's return. For apps that call the
   * provider's API. Each mounted hook hears every grant.
   */
  onOAuthTokenGrant: (grant: OAuthTokenGrant) => void;
}

/**
 * Reference §3.3, §3.15 `oAuthAuthorization`: listens for the tokens a social provider grants at
 * login or link. The latest render's callback is called; unmounting stops listening.
 */
export function useOAuthTokens({ onOAuthTokenGrant: onGrant }: UseOAuthTokensParameters): void {
  const core = useFoyerCore();
  const latest = useRef(onGrant);
  useLayoutEffect(() => {
    latest.current = onGrant;
  });
  useEffect(() => onOAuthTokenGrant(core, (grant) => latest.current(grant)), [core]);
}
