'use client';
import { type FoyerError, type PasskeyAction, usePasskeyLogin } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { failureScreen } from '../../modal/failureScreen.ts';
import type { ScreenApi } from '../useScreen.ts';
import { PasskeyStatusView, type PasskeyStatusViewStatus } from './PasskeyStatusView.tsx';

/**
 * Runs one passkey action when it shows (the browser's prompt opens at once) and reports to the
 * modal: `complete` on success (the after-login steps follow), `fail` for the errors with screens of
 * their own (allowlist, user limit, …); other errors stay here with Retry.
 */
export function PasskeyRun({
  action,
  screen,
}: {
  action: PasskeyAction;
  screen: Pick<ScreenApi, 'complete' | 'fail'>;
}) {
  const { state, loginWithPasskey, signupWithPasskey, linkWithPasskey } = usePasskeyLogin<'login' | 'link'>({
    intent: action === 'link' ? 'link' : 'login',
    kitUi: true,
  });
  const run = async () => {
    const command = action === 'link' ? linkWithPasskey : action === 'signup' ? signupWithPasskey : loginWithPasskey;
    const settled = await command();
    if (settled.status === 'done') screen.complete(settled.result);
    else if (settled.status === 'error' && hasScreen(settled.error)) screen.fail(settled.error);
  };
  const start = useEffectEvent(() => void run());

  // Once, when the screen shows (a timer, so StrictMode's mount-unmount-mount starts one ceremony, not two).
  useEffect(() => {
    const timer = setTimeout(start);
    return () => clearTimeout(timer);
  }, []);

  const status: PasskeyStatusViewStatus =
    state.status === 'done' ? 'success' : state.status === 'error' ? 'error' : 'waiting';
  return <PasskeyStatusView status={status} errorCode={state.error?.code} onRetry={() => void run()} />;
}

const hasScreen = (error: FoyerError) => failureScreen(error).screen !== 'error';
