'use client';
import { ErrorCode, type FoyerErrorCode, type PasskeyAction, useAppConfig, usePasskeyLogin } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { useScreenView } from '../screenViews.ts';
import { type ScreenApi, useScreen } from '../useScreen.ts';
import { PasskeyChoiceView } from './PasskeyChoiceView.tsx';
import { PasskeyStatusView, type PasskeyStatusViewStatus } from './PasskeyStatusView.tsx';

/**
 * Runs one passkey action when it shows (the browser's prompt opens at once) and reports to the
 * modal: `complete` on success (the after-login steps follow), `fail` for the errors with screens of
 * their own (allowlist, user limit, …); other errors stay here with Retry.
 */
function PasskeyRun({
  action,
  screen,
  offersSignup = false,
}: {
  action: PasskeyAction;
  screen: Pick<ScreenApi, 'complete' | 'fail' | 'navigate'>;
  /** The app offers passkey sign-up: a cancelled login offers it, not another method. */
  offersSignup?: boolean;
}) {
  const { state, loginWithPasskey, signupWithPasskey, linkWithPasskey } = usePasskeyLogin<'login' | 'link'>({
    intent: action === 'link' ? 'link' : 'login',
    kitUi: true,
  });
  const View = useScreenView('passkey/status', PasskeyStatusView);
  const run = async () => {
    const command = action === 'link' ? linkWithPasskey : action === 'signup' ? signupWithPasskey : loginWithPasskey;
    const settled = await command();
    if (settled.status === 'done') screen.complete(settled.result);
    else if (settled.status === 'error' && withScreen.has(settled.error.code)) screen.fail(settled.error);
  };
  const start = useEffectEvent(() => void run());

  // Once, when the screen shows (a timer, so StrictMode's mount-unmount-mount starts one ceremony, not two).
  useEffect(() => {
    const timer = setTimeout(start);
    return () => clearTimeout(timer);
  }, []);

  const status: PasskeyStatusViewStatus =
    state.status === 'done' ? 'success' : state.status === 'error' ? 'error' : 'waiting';
  return (
    <View
      status={status}
      errorCode={state.error?.code}
      onRetry={() => void run()}
      noPasskey={action !== 'login' ? null : offersSignup ? 'signup' : 'other-method'}
      onSignup={() => screen.navigate('passkey/status', { action: 'signup' })}
    />
  );
}

/** Spec §8: the errors with screens of their own (the modal's `failureScreen`); the others show here. */
const withScreen: ReadonlySet<FoyerErrorCode> = new Set([
  ErrorCode.ALLOWLIST_REJECTED,
  ErrorCode.USER_LIMIT_REACHED,
  ErrorCode.USER_DOES_NOT_EXIST,
  ErrorCode.ACCOUNT_TRANSFER_REQUIRED,
]);

/**
 * 'passkey/choice': a visitor of an app with passkey signup chooses ('Create new account' or 'Log in
 * with a passkey'); otherwise the passkey prompt runs here at once: a login, or a link for the link intent.
 */
export function PasskeyChoiceScreen() {
  const screen = useScreen('passkey/choice');
  const View = useScreenView('passkey/choice', PasskeyChoiceView);
  const config = useAppConfig();
  const link = screen.intent.type === 'link';
  const offersSignup = !link && !screen.intent.options.disableSignup && config?.loginConfig.passkeysForSignupEnabled;
  if (!offersSignup) return <PasskeyRun action={link ? 'link' : 'login'} screen={screen} />;
  return (
    <View
      onCreate={() => screen.navigate('passkey/status', { action: 'signup' })}
      onLogin={() => screen.navigate('passkey/status', { action: 'login' })}
    />
  );
}

/** 'passkey/status': the chosen action ('Create new account' or 'Log in with a passkey'). */
export function PasskeyStatusScreen() {
  const screen = useScreen('passkey/status');
  // Reached from the choice screen only, so the app offers sign-up; each action is a run of its own.
  return <PasskeyRun key={screen.params.action} action={screen.params.action} screen={screen} offersSignup />;
}
