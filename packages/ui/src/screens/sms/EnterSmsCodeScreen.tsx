'use client';
import {
  ErrorCode,
  type FoyerError,
  type FoyerErrorCode,
  RESEND_COOLDOWN_MS,
  type SmsLoginSnapshot,
  useSmsLogin,
} from '@foyer/headless';
import { useEffect, useEffectEvent, useState } from 'react';
import { useCountdown } from '../../lib/useCountdown.ts';
import { EnterCodeView, type EnterCodeViewStatus } from '../email/EnterCodeView.tsx';
import { WRONG_CODE_RESET_MS } from '../email/timing.ts';
import { useScreen } from '../useScreen.ts';

/** Spec §8: a refused code is shown on this screen; every other error goes to the error screen. */
const inlineCodeErrors: ReadonlySet<FoyerErrorCode> = new Set([ErrorCode.INVALID_CREDENTIALS, ErrorCode.INVALID_CODE]);

const isWrongCode = (state: SmsLoginSnapshot) =>
  state.status === 'error' && state.failedStep === 'submit' && inlineCodeErrors.has(state.error.code);

interface WrongCode {
  error: FoyerError | null;
  attempt: number;
  shaking: boolean;
}

function viewStatus(state: SmsLoginSnapshot, wrongCode: WrongCode): EnterCodeViewStatus {
  if (state.status === 'initial') return 'sending-code';
  if (state.status === 'error' && state.error !== wrongCode.error) {
    return state.failedStep === 'send' ? 'sending-code' : 'submitting-code';
  }
  return state.status;
}

/**
 * 'Enter confirmation code' for a phone (spec §2): the code was sent by the phone form, so this
 * screen's flow starts awaiting it (after the captcha screen, it sends the code itself). It verifies the six digits, resends on request ('Didn't get a
 * message?'), and reports to the modal: `complete` on success, `fail` for the error screen.
 */
export default function EnterSmsCodeScreen() {
  const screen = useScreen('sms/enter-code');
  const { phoneNumber, channel, codeSentAt } = screen.params;
  const { type, options } = screen.intent;
  const { state, sendCode, resendCode, loginWithCode } = useSmsLogin({
    intent: type === 'link' || type === 'update' ? type : 'login',
    kitUi: true,
    ...(codeSentAt === undefined
      ? {}
      : { codeSent: { phoneNumber, channel, at: codeSentAt, disableSignup: options.disableSignup } }),
  });
  const [wrongCode, setWrongCode] = useState<WrongCode>({ error: null, attempt: 0, shaking: false });
  const [resendUntil, setResendUntil] = useState(0);
  const resendIn = useCountdown(resendUntil);

  const settle = (settled: SmsLoginSnapshot) => {
    if (settled.status === 'done') screen.complete(settled.result);
    else if (isWrongCode(settled)) setWrongCode(({ attempt }) => ({ error: settled.error, attempt, shaking: true }));
    else if (settled.status === 'error') screen.fail(settled.error);
  };

  // After the captcha screen the code is not sent yet: this screen sends it (with the captcha's token).
  const settleSend = useEffectEvent(settle);
  useEffect(() => {
    if (codeSentAt !== undefined) return;
    const timer = setTimeout(
      () => void sendCode({ phoneNumber, channel, disableSignup: options.disableSignup }).then(settleSend),
    );
    return () => clearTimeout(timer);
  }, [codeSentAt, phoneNumber, channel, options.disableSignup, sendCode]);

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
      phoneNumber={phoneNumber}
      channel={channel}
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
