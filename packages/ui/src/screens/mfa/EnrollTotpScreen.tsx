'use client';
import { useMfaEnrollment } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MfaTotpQrView } from './MfaTotpQrView.tsx';

/** 'Scan QR code': the secret the enrollment made (after an MFA verification when the user has a method). */
export default function EnrollTotpScreen(): React.JSX.Element {
  const screen = useScreen('mfa/enroll-totp');
  const View = useScreenView('mfa/enroll-totp', MfaTotpQrView);
  const { state, initEnrollmentWithTotp } = useMfaEnrollment();
  const status = state.status === 'error' ? 'error' : state.totp ? 'ready' : 'loading';
  return (
    <View
      status={status}
      setup={state.totp}
      errorCode={state.error?.code ?? null}
      onContinue={() => screen.navigate('mfa/enroll-code', { method: 'totp' })}
      onRetry={() => void initEnrollmentWithTotp()}
    />
  );
}
