'use client';
import { ErrorCode, useMfaEnrollment } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MfaEnrollCodeView } from './MfaEnrollCodeView.tsx';

/**
 * 'Enter enrollment code': the 6 digits texted or shown by the authenticator app. A wrong code is
 * typed again; once enrolled, SMS shows 'SMS verification added', TOTP closes the modal (spec §4).
 */
export default function EnrollCodeScreen(): React.JSX.Element {
  const screen = useScreen('mfa/enroll-code');
  const View = useScreenView('mfa/enroll-code', MfaEnrollCodeView);
  const { method } = screen.params;
  const { state, submitEnrollmentWithSms, submitEnrollmentWithTotp } = useMfaEnrollment({
    onComplete: () => (method === 'sms' ? screen.navigate('mfa/sms-added', undefined) : screen.finish('success')),
  });
  const status =
    state.status === 'submitting' || state.status === 'done'
      ? 'submitting'
      : state.status === 'error'
        ? 'error'
        : state.codeError?.code === ErrorCode.MISSING_OR_INVALID_MFA
          ? 'invalid-code'
          : 'awaiting-code';
  const submitCode = (mfaCode: string) =>
    void (method === 'sms' ? submitEnrollmentWithSms({ mfaCode }) : submitEnrollmentWithTotp({ mfaCode }));
  const common = {
    status,
    errorCode: state.error?.code ?? null,
    onSubmitCode: submitCode,
    onCancel: screen.close,
  } as const;
  return method === 'sms' ? (
    <View {...common} method="sms" phoneNumber={state.phoneNumber ?? ''} />
  ) : (
    <View {...common} method="totp" />
  );
}
