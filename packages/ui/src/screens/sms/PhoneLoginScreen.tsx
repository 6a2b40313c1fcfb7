'use client';
import {
  ErrorCode,
  type FoyerErrorCode,
  phoneCountries,
  toPhoneSubmission,
  useAppConfig,
  useAuth,
  useSmsLogin,
} from '@foyer/headless';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { useScreenView } from '../screenViews.ts';
import { ScreenContext } from '../useScreen.ts';
import { PhoneLoginView, type PhoneLoginViewStatus } from './PhoneLoginView.tsx';
import { formatPhoneNumber, usePhoneTools } from './usePhoneTools.ts';

/** Refusals of the number itself, shown under the field; every other error goes to the error screen (spec §4). */
const inlineErrors: ReadonlySet<FoyerErrorCode> = new Set([ErrorCode.INVALID_PHONE_NUMBER]);

export interface PhoneLoginScreenProps {
  /** Mark the input with the 'Recent' chip (the landing screen knows the last method). */
  recent?: boolean;
  autoFocus?: boolean;
}

/**
 * The phone form, self-contained: rendered by the landing screen inside its expanded 'Continue with
 * SMS' row (login), and by the 'sms/link' and 'sms/update' screens. It reads the modal's screen API
 * from context, sends the code with `useSmsLogin` for the modal's intent (by WhatsApp when the app
 * enables it), and moves on to 'sms/enter-code' once the code is sent.
 */
export default function PhoneLoginScreen({
  recent = false,
  autoFocus = false,
}: PhoneLoginScreenProps): React.JSX.Element {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error('[foyer] <PhoneLoginScreen> is only available inside the modal');
  const { type, options } = screen.intent;
  const intent = type === 'link' || type === 'update' ? type : 'login';
  const m = useMessages();
  const config = useAppConfig();
  const { user } = useAuth();
  const { tools, failed, retry } = usePhoneTools();
  // On the landing it is part of the landing's View; as the link and update screens, it can be replaced.
  const View = useScreenView(['sms/link', 'sms/update'], PhoneLoginView);
  const { state, sendCode } = useSmsLogin({ intent, kitUi: true });
  const [country, setCountry] = useState(config?.intl.defaultCountry ?? 'US');
  // `login({ prefill: { type: 'phone', value } })`: an international number parses whatever the country.
  const [value, setValue] = useState(options.prefill?.type === 'phone' ? options.prefill.value : '');
  const [inlineError, setInlineError] = useState<FoyerErrorCode | null>(null);
  const countries = useMemo(() => (tools ? phoneCountries(tools) : []), [tools]);
  const submission = tools ? toPhoneSubmission(tools, value, country) : null;
  const channel = config?.whatsAppEnabled ? 'whatsapp' : 'sms';
  const captchaFirst = Boolean(config?.captchaEnabled) && intent === 'login' && !user;

  const status: PhoneLoginViewStatus = failed
    ? 'unavailable'
    : !tools
      ? 'loading'
      : state.status === 'sending-code'
        ? 'sending-code'
        : inlineError
          ? 'error'
          : 'initial';

  // A number submitted before libphonenumber has arrived is sent once it has, not dropped.
  const [submitWhenReady, setSubmitWhenReady] = useState(false);

  const submit = () => {
    if (!tools) {
      setSubmitWhenReady(true);
      return;
    }
    if (!submission?.isValid || !submission.qualifiedPhoneNumber) {
      setInlineError(ErrorCode.INVALID_PHONE_NUMBER);
      return;
    }
    // Spec §4: a visitor of an app with a captcha passes it before the code is sent (by the code screen).
    if (captchaFirst) {
      screen.navigate('captcha', {
        next: { id: 'sms/enter-code', params: { phoneNumber: submission.qualifiedPhoneNumber, channel } },
      });
      return;
    }
    void sendCode({
      phoneNumber: submission.qualifiedPhoneNumber,
      channel,
      disableSignup: options.disableSignup,
    }).then((settled) => {
      if (settled.status === 'awaiting-code-input' && settled.phoneNumber && settled.codeSentAt !== null) {
        screen.navigate('sms/enter-code', {
          phoneNumber: settled.phoneNumber,
          channel: settled.channel,
          codeSentAt: settled.codeSentAt,
        });
      } else if (settled.status === 'error') {
        if (inlineErrors.has(settled.error.code)) setInlineError(settled.error.code);
        else screen.fail(settled.error);
      }
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the submit of the render in which the tools arrived.
  useEffect(() => {
    if (!tools || !submitWhenReady) return;
    setSubmitWhenReady(false);
    submit();
  }, [tools, submitWhenReady]);

  return (
    <View
      status={status}
      variant={intent === 'login' ? 'inline' : 'screen'}
      header={intent === 'update' ? m.phone.updateHeader : m.phone.linkHeader}
      currentPhoneNumber={intent === 'update' && user?.phone ? formatPhoneNumber(tools, user.phone.phoneNumber) : null}
      countries={countries}
      country={country}
      value={value}
      valid={submission?.isValid ?? false}
      channel={channel}
      recent={recent}
      autoFocus={autoFocus}
      error={inlineError ? { code: inlineError } : null}
      onValueChange={(next) => {
        setValue(next);
        setInlineError(null);
      }}
      onCountryChange={(next) => {
        setCountry(next);
        setInlineError(null);
      }}
      onSubmit={submit}
      onRetry={retry}
    />
  );
}
