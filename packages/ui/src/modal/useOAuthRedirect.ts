'use client';
import { type OAuthProvider, oauthProviders, takeOAuthRedirect, useAppConfig } from '@foyer/headless';
import { useEffect } from 'react';
import type { ModalFlow } from './modalFlow.ts';

const isProvider = (value: string | null | undefined): value is OAuthProvider =>
  (oauthProviders as readonly (string | null | undefined)[]).includes(value);

/**
 * Picks up a redirect's return when the modal's code loads (at idle, after the page's own start):
 * the provider's parameters are taken off the address once, and the modal opens on the social
 * status screen with them, for the intent (login or link) the tab stored when it left. In the OAuth
 * popup, the return goes to the opener instead.
 */
export function useOAuthRedirect(flow: ModalFlow): void {
  const appId = useAppConfig()?.id;
  useEffect(() => {
    if (!appId) return;
    // A task later: StrictMode's mount-unmount-mount takes the return once, and opens once.
    const timer = setTimeout(() => {
      const redirect = takeOAuthRedirect(appId);
      if (!redirect) return;
      const { returned, pending } = redirect;
      const provider = pending?.provider ?? returned.provider;
      // A return without a provider cannot be named on screen: the flow's own error applies.
      if (!isProvider(provider)) return;
      void flow.send({
        type: 'open',
        intent: {
          type: pending?.intent === 'link' ? 'link' : 'login',
          options: pending?.disableSignup ? { disableSignup: true } : {},
          callbacks: () => ({}),
          start: { screen: 'oauth/status', params: { provider, returned } },
        },
        returnFocus: null,
      });
    });
    return () => clearTimeout(timer);
  }, [appId, flow]);
}
