'use client';
import { useAppConfig } from '@foyer/headless';
import { useEffect, useState } from 'react';

/**
 * Whether a send's wallet covers it: the preview's answer, read again once when the screen shows
 * without funds (back from 'Add funds'); and whether the app offers funding at all.
 */
export function useFunds(hasFunds: boolean, recheckFunds: (() => Promise<boolean>) | undefined) {
  const fundingOffered = (useAppConfig()?.server.funding_config?.options.length ?? 0) > 0;
  const [funded, setFunded] = useState(hasFunds);
  useEffect(() => {
    if (hasFunds || !recheckFunds) return;
    let live = true;
    recheckFunds().then(
      (covered) => live && setFunded(covered),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hasFunds, recheckFunds]);
  return { funded, fundingOffered };
}
