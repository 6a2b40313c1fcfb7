'use client';
import { useEffect } from 'react';
import { OAUTH_POPUP_NAME, relayToOpener, takeOAuthReturn } from '../oauth/oauthReturn.ts';

/**
 * This page loaded in the popup, back from the provider app: hands the return to the opener (a task
 * later, once under StrictMode). Mounted by the hooks whose runs use the popup.
 */
export function usePopupRelay(): void {
  useEffect(() => {
    if (window.name !== OAUTH_POPUP_NAME) return;
    const timer = setTimeout(() => {
      const returned = takeOAuthReturn();
      if (returned) relayToOpener(returned);
    });
    return () => clearTimeout(timer);
  }, []);
}
