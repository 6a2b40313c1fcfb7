'use client';
import { useCodeEntry, useEmailLogin } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { EnterCodeView } from './EnterCodeView.tsx';

/**
 * 'Enter confirmation code' (spec §2): owns the e-mail flow. It sends the code on entry, verifies
 * the six digits, resends on request, and reports to the modal from each command's result:
 * `complete` on success, `fail` for errors that belong on the error screen.
 */
export default function EnterCodeScreen() {
  const screen = useScreen('email/enter-code');
  const View = useScreenView('email/enter-code', EnterCodeView);
  const { email } = screen.params;
  const { type, options } = screen.intent;
  const login = useEmailLogin({ intent: type === 'link' || type === 'update' ? type : 'login', kitUi: true });
  const { sendCode } = login;
  const entry = useCodeEntry(login, {
    onComplete: screen.complete,
    onFailure: screen.fail,
  });
  const settleSend = useEffectEvent(entry.settle);

  // Spec §4: submitting the address leads here; the code is sent on entry. A task later, so that
  // StrictMode's mount-unmount-mount in development sends one code, not two (codes are rate-limited).
  useEffect(() => {
    const timer = setTimeout(() => void sendCode({ email, disableSignup: options.disableSignup }).then(settleSend));
    return () => clearTimeout(timer);
  }, [email, options.disableSignup, sendCode]);

  return (
    <View
      {...entry.state}
      email={email}
      onSubmitCode={(code) => void entry.submit(code)}
      onResend={() => void entry.resend()}
    />
  );
}
