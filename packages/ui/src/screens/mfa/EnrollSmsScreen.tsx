'use client';
import {
  ErrorCode,
  type FoyerErrorCode,
  loadPhoneTools,
  phoneCountries,
  toPhoneSubmission,
  useAppConfig,
  useMfaEnrollment,
} from '@foyer/headless';
import { useMemo, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { usePhoneTools } from '../sms/usePhoneTools.ts';
import { useScreen } from '../useScreen.ts';
import { MfaEnrollSmsView, type MfaEnrollSmsViewStatus } from './MfaEnrollSmsView.tsx';

/**
 * The phone of an SMS enrollment: checked for its country, then the code is texted to it (after an
 * MFA verification when the user has a method) and 'Enter enrollment code' follows.
 */
export default function EnrollSmsScreen(): React.JSX.Element {
  const screen = useScreen('mfa/enroll-sms');
  const View = useScreenView('mfa/enroll-sms', MfaEnrollSmsView);
  const config = useAppConfig();
  const { tools, failed, retry } = usePhoneTools();
  const { state, initEnrollmentWithSms } = useMfaEnrollment();
  const [country, setCountry] = useState(config?.intl.defaultCountry ?? 'US');
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState<FoyerErrorCode | null>(null);
  const countries = useMemo(() => (tools ? phoneCountries(tools) : []), [tools]);
  const valid = tools ? toPhoneSubmission(tools, value, country).isValid : false;
  const errorCode = refused ?? (state.status === 'error' ? state.error.code : null);

  const status: MfaEnrollSmsViewStatus = failed
    ? 'unavailable'
    : !tools
      ? 'loading'
      : state.status === 'initializing'
        ? 'sending-code'
        : errorCode
          ? 'error'
          : 'initial';

  const submit = async () => {
    // A number typed before the tools arrived (a slow network) is read once they have.
    const loaded = tools ?? (await loadPhoneTools().catch(() => null));
    if (!loaded) return;
    const submission = toPhoneSubmission(loaded, value, country);
    if (!submission.isValid || !submission.qualifiedPhoneNumber) {
      setRefused(ErrorCode.INVALID_PHONE_NUMBER);
      return;
    }
    void initEnrollmentWithSms({ phoneNumber: submission.qualifiedPhoneNumber }).then((settled) => {
      if (settled.status === 'awaiting-code') screen.navigate('mfa/enroll-code', { method: 'sms' });
    });
  };

  return (
    <View
      status={status}
      countries={countries}
      country={country}
      value={value}
      valid={valid}
      errorCode={errorCode}
      onValueChange={(next) => {
        setValue(next);
        setRefused(null);
      }}
      onCountryChange={(next) => {
        setCountry(next);
        setRefused(null);
      }}
      onSubmit={() => void submit()}
      onRetry={retry}
    />
  );
}
