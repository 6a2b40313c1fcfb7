'use client';
import {
  accountTransferData,
  ErrorCode,
  type FoyerError,
  isInAppBrowser,
  type OAuthLoginSnapshot,
  useOAuthLogin,
} from '@foyer/headless';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { OAuthStatusView, type OAuthStatusViewStatus } from './OAuthStatusView.tsx';
import { oauthFailureCopy } from './oauthErrorCopy.ts';
import { useSuccessHoldMs, wantsPopup } from './timing.ts';

/** Spec §2: errors with screens of their own (the modal's `failureScreen` routes them). */
const routedCodes = new Set<string>([
  ErrorCode.ALLOWLIST_REJECTED,
  ErrorCode.USER_LIMIT_REACHED,
  ErrorCode.USER_DOES_NOT_EXIST,
  ErrorCode.DISALLOWED_LOGIN_METHOD,
]);
const exited = new Set<string>([ErrorCode.USER_EXITED_AUTH_FLOW, ErrorCode.USER_EXITED_LINK_FLOW]);

const viewStatus = (state: OAuthLoginSnapshot): OAuthStatusViewStatus =>
  state.status === 'done' ? 'success' : state.status === 'error' ? 'error' : 'verifying';

/**
 * The social status screen (spec §2): owns the OAuth flow. It starts the provider's page on entry
 * (a popup on wide screens, else a redirect; never inside an in-app browser), or exchanges the
 * return a redirect brought back. Success shows 1.4 s, then the after-login steps; allowlist, user
 * limit, account not found and transfer errors go to their screens; the rest show here, with Retry
 * when retryable. A closed popup goes back to the landing screen.
 */
export default function OAuthStatusScreen() {
  const screen = useScreen('oauth/status');
  const View = useScreenView('oauth/status', OAuthStatusView);
  const { provider, returned } = screen.params;
  const { type, options } = screen.intent;
  const m = useMessages();
  const { state, initOAuth, completeRedirect } = useOAuthLogin({
    intent: type === 'link' ? 'link' : 'login',
    kitUi: true,
    completeRedirect: false,
  });
  const holdMs = useSuccessHoldMs();
  const holding = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(holding.current ?? undefined), []);

  const settle = (settled: OAuthLoginSnapshot) => {
    if (settled.status === 'done' && settled.result) {
      const { result } = settled;
      holding.current = setTimeout(() => screen.complete(result), holdMs);
      return;
    }
    if (settled.status !== 'error') return;
    const error: FoyerError = settled.error;
    if (exited.has(error.code)) screen.back();
    else if (routedCodes.has(error.code) || accountTransferData(error)) screen.fail(error);
    else screen.fail(error, { inPlace: true });
  };
  const start = () =>
    void initOAuth({
      provider,
      popup: options.oauthPopup ?? wantsPopup(),
      ...(options.disableSignup === undefined ? {} : { disableSignup: options.disableSignup }),
    }).then(settle);
  const onEnter = useEffectEvent(() => {
    if (returned) void completeRedirect(returned).then(settle);
    else if (isInAppBrowser()) screen.navigate('in-app-browser');
    else start();
  });

  // A task later, so that StrictMode's mount-unmount-mount starts (or exchanges) once: codes are single use.
  useEffect(() => {
    const timer = setTimeout(onEnter);
    return () => clearTimeout(timer);
  }, []);

  const status = viewStatus(state);
  const failure = state.status === 'error' ? oauthFailureCopy(m, state.error, m.providerNames[provider]) : null;
  return (
    <View
      status={status}
      provider={provider}
      detail={failure?.detail}
      onRetry={failure?.retryable ? start : undefined}
    />
  );
}
