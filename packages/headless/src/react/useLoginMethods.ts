'use client';
import { useEffect, useMemo } from 'react';
import {
  type LandingLayout,
  type LandingLayoutInput,
  type LandingVariant,
  landingLayout,
} from '../core/landing/landingLayout.ts';
import { useAppConfig, useRecentLogin } from './useAuth.ts';

export interface UseLoginMethodsParameters extends NonNullable<LandingLayoutInput['options']> {
  /** `connect-only`: wallets only, to connect one rather than log in with it. Default `login`. */
  variant?: LandingVariant | undefined;
}

/** Each developer warning once per page, however often the layout is computed. */
const warned = new Set<string>();

/**
 * The login methods to offer, and how, exactly as the default modal's landing screen shows them
 * (docs/landing.md): the rows in order with the 'Recent' one first, what an overflow row opens, the
 * passkey entry, which of the e-mail and phone inputs starts open, and whether the terms footer
 * shows. `loginMethods` narrows the app's methods for this login, `prefill` opens the input it
 * fills, `walletChainType` picks the wallets' chains. Null until the app config has loaded.
 * Developer warnings about the options are logged once per page.
 */
export function useLoginMethods({
  loginMethods,
  prefill,
  walletChainType,
  variant = 'login',
}: UseLoginMethodsParameters = {}): LandingLayout | null {
  const config = useAppConfig();
  const recent = useRecentLogin();
  const layout = useMemo(
    () =>
      config ? landingLayout({ config, options: { loginMethods, prefill, walletChainType }, recent, variant }) : null,
    [config, recent, loginMethods, prefill, walletChainType, variant],
  );
  useEffect(() => {
    for (const warning of layout?.warnings ?? []) {
      if (warned.has(warning)) continue;
      warned.add(warning);
      console.warn(`[foyer] ${warning}`);
    }
  }, [layout]);
  return layout;
}
