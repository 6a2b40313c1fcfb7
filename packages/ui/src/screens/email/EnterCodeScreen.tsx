'use client';
import { type EmailLoginSnapshot, type UseEmailLoginReturnType } from '@foyer/headless';
import { useEffect, useEffectEvent, useState } from 'react';
import { isInlineEmailError } from '../../modal/emailRouting.ts';
import {
  CODE_SENT_BADGE_MS,
  SUCCESS_CLOSE_DELAY_MS,
  SUCCESS_DELAY_MS,
  WRONG_CODE_RESET_MS,
} from '../../modal/timing.ts';
import { EnterCodeView, type EnterCodeViewStatus } from './EnterCodeView.tsx';

export interface EnterCodeScreenProps {
  /** The modal's e-mail flow, shared with the landing screen. */
  emailLogin: UseEmailLoginReturnType;
  /** The code was accepted and the success delays have passed (spec §2: close, in this slice). */
  onLoggedIn(): void;
}

function viewStatus(state: EmailLoginSnapshot): EnterCodeViewStatus {
  return state.status === 'initial' ? 'awaiting-code-input' : state.status;
}

export function EnterCodeScreen({ emailLogin, onLoggedIn }: EnterCodeScreenProps) {
  const { state, loginWithCode, resendCode } = emailLogin;
  const [attempt, setAttempt] = useState(0);
  /** The wrong-code state whose boxes were already cleared (it no longer shakes). */
  const [cleared, setCleared] = useState<EmailLoginSnapshot | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const wrongCode = state.status === 'error' && state.failedStep === 'submit' && isInlineEmailError(state);
  const done = state.status === 'done';
  const loggedIn = useEffectEvent(onLoggedIn);

  // A wrong code shakes; after 1.4 s the boxes clear and the first one takes focus (remount).
  useEffect(() => {
    if (!wrongCode) return;
    const timer = setTimeout(() => {
      setCleared(state);
      setAttempt((n) => n + 1);
    }, WRONG_CODE_RESET_MS);
    return () => clearTimeout(timer);
  }, [wrongCode, state]);

  // Success: wait 0.9 s (the after-login step: terms and wallets are not in this slice), close 1.4 s later.
  useEffect(() => {
    if (!done) return;
    let close: ReturnType<typeof setTimeout> | undefined;
    const wait = setTimeout(() => {
      close = setTimeout(loggedIn, SUCCESS_CLOSE_DELAY_MS);
    }, SUCCESS_DELAY_MS);
    return () => {
      clearTimeout(wait);
      clearTimeout(close);
    };
  }, [done]);

  useEffect(() => {
    if (!codeSent) return;
    const timer = setTimeout(() => setCodeSent(false), CODE_SENT_BADGE_MS);
    return () => clearTimeout(timer);
  }, [codeSent]);

  return (
    <EnterCodeView
      status={viewStatus(state)}
      email={state.email ?? ''}
      error={state.status === 'error' ? state.error : null}
      shake={wrongCode && cleared !== state}
      codeSent={codeSent}
      attempt={attempt}
      onSubmitCode={(code) => void loginWithCode({ code })}
      onResend={() => {
        void resendCode().then((settled) => setCodeSent(settled.status === 'awaiting-code-input'));
      }}
    />
  );
}
