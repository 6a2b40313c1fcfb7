'use client';
import {
  accountTransferData,
  ErrorCode,
  type FarcasterLoginSnapshot,
  type FoyerError,
  useFarcasterLogin,
} from '@foyer/headless';
import { useEffect, useEffectEvent, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { FarcasterView, type FarcasterViewStatus } from './FarcasterView.tsx';
import { farcasterPlatform } from './platform.ts';

const policyCodes = new Set<string>([
  ErrorCode.ALLOWLIST_REJECTED,
  ErrorCode.USER_LIMIT_REACHED,
  ErrorCode.USER_DOES_NOT_EXIST,
]);

/** Spec §2: errors with screens of their own (allowlist, user limit, account not found, transfer). */
const hasOwnScreen = (error: FoyerError) => policyCodes.has(error.code) || accountTransferData(error) !== null;

const viewStatus: Record<FarcasterLoginSnapshot['status'], FarcasterViewStatus> = {
  initial: 'loading',
  initializing: 'loading',
  'awaiting-approval': 'awaiting',
  authenticating: 'signing-in',
  done: 'signing-in',
  error: 'error',
};

/**
 * 'Sign in with Farcaster': opens a relay channel when the screen opens, shows it (QR code or link)
 * until the Farcaster app approves, then reports to the modal: `complete` (the after-login steps
 * follow), `fail` for errors with screens of their own; others show here, with Retry when retryable.
 */
export default function FarcasterScreen() {
  const screen = useScreen('farcaster');
  const View = useScreenView('farcaster', FarcasterView);
  const { type, options } = screen.intent;
  const { state, start } = useFarcasterLogin({ intent: type === 'link' ? 'link' : 'login', kitUi: true });
  const [platform] = useState(() => farcasterPlatform(navigator.userAgent, navigator.maxTouchPoints));

  const settle = (settled: FarcasterLoginSnapshot) => {
    if (settled.status === 'done') screen.complete(settled.result);
    if (settled.status === 'error' && hasOwnScreen(settled.error)) screen.fail(settled.error);
  };
  const attempt = () => void start({ disableSignup: options.disableSignup }).then(settle);
  const begin = useEffectEvent(attempt);

  useEffect(() => {
    const timer = setTimeout(begin);
    return () => clearTimeout(timer);
  }, []);

  let status = viewStatus[state.status];
  if (state.status === 'error' && hasOwnScreen(state.error)) status = 'signing-in';

  return (
    <View status={status} platform={platform} connectUri={state.connectUri} error={state.error} onRetry={attempt} />
  );
}
