'use client';
import { useAppConfig, useAuth, useMfaEnrollment } from '@foyer/headless';
import { useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MfaAddMoreSecurityView } from './MfaAddMoreSecurityView.tsx';
import { MfaEnrollChooserView } from './MfaEnrollChooserView.tsx';
import { MfaEnrollIntroView } from './MfaEnrollIntroView.tsx';
import type { MfaMethod } from './mfaCopy.ts';

/**
 * Spec §4 'MFA enrollment': 'Transaction Protection' for a user with no method (Continue or 'Not
 * now'), then 'Choose a verification method': a method to add goes to its own steps (TOTP starts
 * its secret here, which first asks a user who has a method to verify), an enabled one to its
 * removal. 'Add more security' when the app offers none.
 */
export default function EnrollMfaScreen(): React.JSX.Element {
  const screen = useScreen('mfa/enroll');
  const View = useScreenView('mfa/enroll', MfaEnrollChooserView);
  const config = useAppConfig();
  const { user } = useAuth();
  const { state, initEnrollmentWithTotp, reset } = useMfaEnrollment();
  const enrolled = user?.mfaMethods ?? [];
  const [intro, setIntro] = useState(enrolled.length === 0);
  const offered = config?.mfa.methods ?? [];

  if (offered.length === 0) return <MfaAddMoreSecurityView onClose={screen.close} />;
  if (intro) return <MfaEnrollIntroView onContinue={() => setIntro(false)} onNotNow={screen.close} />;

  const select = (method: MfaMethod) => {
    reset();
    if (method === 'sms') screen.navigate('mfa/enroll-sms', undefined);
    else if (method === 'passkey') screen.navigate('mfa/enroll-passkey', undefined);
    else {
      screen.navigate('mfa/enroll-totp', undefined);
      void initEnrollmentWithTotp();
    }
  };
  const remove = (method: MfaMethod) => {
    reset();
    if (method === 'passkey') screen.navigate('mfa/enroll-passkey', undefined);
    else screen.navigate('mfa/remove', { method });
  };
  return (
    <View
      status={state.status === 'error' ? 'error' : 'choosing'}
      offered={offered}
      enrolled={enrolled}
      smsLogin={Boolean(user?.phone)}
      errorCode={state.error?.code ?? null}
      onSelect={select}
      onRemove={remove}
    />
  );
}
