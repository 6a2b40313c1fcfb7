'use client';
import { useCodeEntry, useSmsLogin } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { EnterCodeView } from '../email/EnterCodeView.tsx';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { formatPhoneNumber, usePhoneTools } from './usePhoneTools.ts';

/**
 * 'Enter confirmation code' for a phone (spec §2): the code was sent by the phone form, so this
 * screen's flow starts awaiting it (after the captcha screen, it sends the code itself). It verifies
 * the six digits (the number written as its country writes it), resends on request ('Didn't get a message?'), and reports to the modal:
 * `complete` on success, `fail` for the error screen.
 */
export default function EnterSmsCodeScreen() {
  const screen = useScreen('sms/enter-code');
  const View = useScreenView('sms/enter-code', EnterCodeView);
  const { phoneNumber, channel, codeSentAt } = screen.params;
  const { type, options } = screen.intent;
  const login = useSmsLogin({
    intent: type === 'link' || type === 'update' ? type : 'login',
    kitUi: true,
    ...(codeSentAt === undefined
      ? {}
      : { codeSent: { phoneNumber, channel, at: codeSentAt, disableSignup: options.disableSignup } }),
  });
  const { sendCode } = login;
  const entry = useCodeEntry(login, {
    onComplete: screen.complete,
    onFailure: screen.fail,
  });
  const settleSend = useEffectEvent(entry.settle);
  const { tools } = usePhoneTools();

  // After the captcha screen the code is not sent yet: this screen sends it (with the captcha's token).
  useEffect(() => {
    if (codeSentAt !== undefined) return;
    const timer = setTimeout(
      () => void sendCode({ phoneNumber, channel, disableSignup: options.disableSignup }).then(settleSend),
    );
    return () => clearTimeout(timer);
  }, [codeSentAt, phoneNumber, channel, options.disableSignup, sendCode]);

  return (
    <View
      {...entry.state}
      phoneNumber={formatPhoneNumber(tools, phoneNumber)}
      channel={channel}
      onSubmitCode={(code) => void entry.submit(code)}
      onResend={() => void entry.resend()}
    />
  );
}
