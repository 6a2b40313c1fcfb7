'use client';
import {
  accountTransferData,
  type CrossAppLoginSnapshot,
  ErrorCode,
  type FoyerError,
  useCrossAppLogin,
} from '@foyer/headless';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { useSuccessHoldMs } from '../oauth/timing.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { CrossAppStatusView } from './CrossAppStatusView.tsx';
import { crossAppFailureCopy } from './crossAppCopy.ts';

/** Errors with screens of their own (the modal's `failureScreen` routes them). */
const routedCodes = new Set<string>([
  ErrorCode.ALLOWLIST_REJECTED,
  ErrorCode.USER_LIMIT_REACHED,
  ErrorCode.USER_DOES_NOT_EXIST,
  ErrorCode.DISALLOWED_LOGIN_METHOD,
]);

/**
 * A `privy:<appId>` landing row (spec §4 'Cross-app login'): opens the provider app's page in a
 * 440×680 popup on entry, then exchanges its code. Success shows 1.4 s, then the after-login steps;
 * policy errors go to their screens; a closed popup, the timeout and the rest show here with Retry.
 */
export default function CrossAppStatusScreen() {
  const screen = useScreen('cross-app/status');
  const View = useScreenView('cross-app/status', CrossAppStatusView);
  const { appId } = screen.params;
  const { type, options } = screen.intent;
  const m = useMessages();
  const { state, initCrossAppLogin } = useCrossAppLogin({ intent: type === 'link' ? 'link' : 'login', kitUi: true });
  const holdMs = useSuccessHoldMs();
  const holding = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(holding.current ?? undefined), []);

  const settle = (settled: CrossAppLoginSnapshot) => {
    if (settled.status === 'done' && settled.result) {
      const { result } = settled;
      holding.current = setTimeout(() => screen.complete(result), holdMs);
      return;
    }
    if (settled.status !== 'error') return;
    const error: FoyerError = settled.error;
    if (routedCodes.has(error.code) || accountTransferData(error)) screen.fail(error);
    else screen.fail(error, { inPlace: true });
  };
  const start = () =>
    void initCrossAppLogin({
      appId,
      ...(options.disableSignup === undefined ? {} : { disableSignup: options.disableSignup }),
    }).then(settle);
  const onEnter = useEffectEvent(start);
  // A task later, so that StrictMode's mount-unmount-mount opens one popup.
  useEffect(() => {
    const timer = setTimeout(onEnter);
    return () => clearTimeout(timer);
  }, []);

  const appName = state.providerApp?.name ?? appId;
  const failure = state.status === 'error' ? crossAppFailureCopy(m, state.error, appName) : null;
  return (
    <View
      status={state.status === 'done' ? 'success' : state.status === 'error' ? 'error' : 'verifying'}
      appName={appName}
      iconUrl={state.providerApp?.iconUrl}
      detail={failure?.detail}
      onRetry={failure?.retryable ? start : undefined}
    />
  );
}
