'use client';
import type { FoyerError } from '@foyer/headless';
import { useEffect } from 'react';
import { DELEGATION_RESULT_CLOSE_DELAY_MS } from '../../timing.ts';
import type { ScreenApi } from '../useScreen.ts';

/**
 * Spec §4 'Delegation consent and revoke': the result shows, then the modal closes after 2.5 s:
 * a success through the modal's `delegation` hold, an error as the intent's outcome (shown in place).
 * The user cannot close the modal while the request runs.
 */
export function useDelegationResult(
  screen: Pick<ScreenApi, 'finish' | 'fail' | 'close' | 'lockClose'>,
  status: 'initial' | 'done' | 'error' | (string & {}),
  error: FoyerError | null,
): void {
  const running = status !== 'initial' && status !== 'done' && status !== 'error';
  useEffect(() => {
    screen.lockClose(running);
  }, [screen, running]);
  useEffect(() => {
    if (status === 'done') screen.finish('delegation');
  }, [screen, status]);
  useEffect(() => {
    if (status !== 'error' || !error) return;
    screen.fail(error, { inPlace: true });
    const timer = setTimeout(screen.close, DELEGATION_RESULT_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [screen, status, error]);
}
