'use client';
import { useEffect } from 'react';
import { isOAuthPopup, relayToOpener, takeOAuthReturn } from '../oauth/oauthReturn.ts';

/**
 * This page loaded in the popup, back from the provider app: hands the return to the opener (a task
 * later, once under StrictMode). Mounted by the hooks whose runs use the popup.
 */
export function usePopupRelay(): void {
  useEffect(() => {
    if (!isOAuthPopup(window.name)) return;
    const timer = setTimeout(() => {
      const returned = takeOAuthReturn();
      if (returned) relayToOpener(returned);
    });
    return () => clearTimeout(timer);
  }, []);
}
