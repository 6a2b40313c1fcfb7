'use client';
import { type FoyerError, useAuth, type WalletUiRequest } from '@foyer/headless';
import { useContext, useEffect, useState } from 'react';
import type { ScreenId, ScreenParams } from '../registry.ts';
import { type ScreenApi, ScreenContext } from '../useScreen.ts';
import type { SigningStatus } from './SigningLayout.tsx';

type SigningScreenId = Extract<ScreenId, `wallet/sign-${string}`>;
type RequestOf<Id extends SigningScreenId> = ScreenParams<Id> extends { request: infer Request } ? Request : never;

/**
 * Spec §2 'Sign message' and §4, for every signing screen: the request the screen was opened with,
 * its status, and `sign()`. Signing approves the request (the wallet signs), 'Signing...' meanwhile,
 * success shows 1.4 s and the modal closes; an error shows its copy with Retry (the request stays
 * open). Closing the modal before that rejects the request (the modal's intent).
 * `uiOptions.isCancellable: false` takes the way out away until the user has tried; none is offered
 * while signing. A logout (here or in another tab) closes it: there is no wallet left to sign with.
 */
export function useSigning<Id extends SigningScreenId>(ids: readonly Id[], onResult?: (result: never) => void) {
  const screen = useContext(ScreenContext) as (ScreenApi<Id> & { id: ScreenId }) | null;
  if (!screen || !ids.includes(screen.id as Id)) {
    throw new Error(`[foyer] this signing screen is only available inside the modal's ${ids.join(' or ')} screen`);
  }
  const { request } = screen.params as unknown as { request: WalletUiRequest };
  const { isCancellable = true } = request.uiOptions;
  const [status, setStatus] = useState<SigningStatus>('idle');
  const [error, setError] = useState<FoyerError | null>(null);
  const locked = status === 'signing' || (!isCancellable && status === 'idle');
  const { lockClose, close, finish } = screen;
  const { authenticated } = useAuth();

  useEffect(() => {
    lockClose(locked);
  }, [lockClose, locked]);

  useEffect(() => {
    if (!authenticated) close();
  }, [authenticated, close]);

  const sign = () => {
    setStatus('signing');
    setError(null);
    (request.approve() as Promise<unknown>).then(
      (result) => {
        onResult?.(result as never);
        setStatus('success');
        finish('success');
      },
      (failure: FoyerError) => {
        setError(failure);
        setStatus('error');
      },
    );
  };

  return { request: request as RequestOf<Id>, status, error, sign, close };
}
