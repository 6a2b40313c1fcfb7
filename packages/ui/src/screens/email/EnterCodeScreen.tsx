'use client';
import {
  type EmailLoginSnapshot,
  ErrorCode,
  type FoyerError,
  type FoyerErrorCode,
  RESEND_COOLDOWN_MS,
  useEmailLogin,
} from '@foyer/headless';
import { useEffect, useEffectEvent, useState } from 'react';
import { useCountdown } from '../../lib/useCountdown.ts';
import { useScreen } from '../useScreen.ts';
import { EnterCodeView, type EnterCodeViewStatus } from './EnterCodeView.tsx';
import { WRONG_CODE_RESET_MS } from './timing.ts';

/** Spec §8: a refused code is shown on this screen; every other error goes to the error screen. */
const inlineCodeErrors: ReadonlySet<FoyerErrorCode> = new Set([ErrorCode.INVALID_CREDENTIALS, ErrorCode.INVALID_CODE]);

const isWrongCode = (state: EmailLoginSnapshot) =>
  state.status === 'error' && state.failedStep === 'submit' && inlineCodeErrors.has(state.error.code);

/** A refused code as the screen shows it: the error, which attempt the boxes are on, and whether they shake. */
interface WrongCode {
  error: FoyerError | null;
  attempt: number;
  shaking: boolean;
}

/**
 * The view's status. An error shows once the command that raised it has settled as a wrong code;
 * until then (and on its way to the error screen) the status it came from stays.
 */
function viewStatus(state: EmailLoginSnapshot, wrongCode: WrongCode): EnterCodeViewStatus {
  if (state.status === 'initial') return 'sending-code';
  if (state.status === 'error' && state.error !== wrongCode.error) {
    return state.failedStep === 'send' ? 'sending-code' : 'submitting-code';
  }
  return state.status;
}

/**
 * 'Enter confirmation code' (spec §2): owns the e-mail flow. It sends the code on entry, verifies
 * the six digits, resends on request, and reports to the modal from each command's result:
 * `complete` on success, `fail` for errors that belong on the error screen.
 */
export default function EnterCodeScreen() {
  const screen = useScreen('email/enter-code');
  const { email } = screen.params;
  const { type, options } = screen.intent;
  const { state, sendCode, resendCode, loginWithCode } = useEmailLogin({
    intent: type === 'link' || type === 'update' ? type : 'login',
    kitUi: true,
  });
  const [wrongCode, setWrongCode] = useState<WrongCode>({ error: null, attempt: 0, shaking: false });
  const [resendUntil, setResendUntil] = useState(0);
  const resendIn = useCountdown(resendUntil);

  const settle = (settled: EmailLoginSnapshot) => {
    if (settled.status === 'done') screen.complete(settled.result);
    else if (isWrongCode(settled)) setWrongCode(({ attempt }) => ({ error: settled.error, attempt, shaking: true }));
    else if (settled.status === 'error') screen.fail(settled.error);
  };
  const settleSend = useEffectEvent(settle);

  // Spec §4: submitting the address leads here; the code is sent on entry. A task later, so that
  // StrictMode's mount-unmount-mount in development sends one code, not two (codes are rate-limited).
  useEffect(() => {
    const timer = setTimeout(() => void sendCode({ email, disableSignup: options.disableSignup }).then(settleSend));
    return () => clearTimeout(timer);
  }, [email, options.disableSignup, sendCode]);

  // A wrong code shakes; 1.4 s later the boxes clear and the first one takes focus (a new attempt).
  useEffect(() => {
    if (!wrongCode.shaking) return;
    const timer = setTimeout(
      () => setWrongCode((wrong) => ({ ...wrong, attempt: wrong.attempt + 1, shaking: false })),
      WRONG_CODE_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [wrongCode]);

  return (
    <EnterCodeView
      status={viewStatus(state, wrongCode)}
      email={email}
      error={state.status === 'error' ? state.error : null}
      shake={wrongCode.shaking}
      attempt={wrongCode.attempt}
      resendIn={resendIn}
      onSubmitCode={(code) => void loginWithCode({ code }).then(settle)}
      onResend={() =>
        void resendCode().then((settled) => {
          if (settled.status === 'awaiting-code-input') setResendUntil(Date.now() + RESEND_COOLDOWN_MS);
          else settle(settled);
        })
      }
    />
  );
}
