'use client';
import { useMfaEnrollment } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MfaRemoveView } from './MfaRemoveView.tsx';

/** 'Remove SMS verification?' / 'Remove authenticator app verification?': confirm, verify MFA, removed; the modal closes. */
export default function RemoveMfaScreen(): React.JSX.Element {
  const screen = useScreen('mfa/remove');
  const View = useScreenView('mfa/remove', MfaRemoveView);
  const { method } = screen.params;
  const { state, unenrollWithSms, unenrollWithTotp } = useMfaEnrollment({ onComplete: () => screen.finish('success') });
  return (
    <View
      status={state.status === 'unenrolling' ? 'removing' : state.status === 'error' ? 'error' : 'confirm'}
      method={method}
      errorCode={state.error?.code ?? null}
      onConfirm={() => void (method === 'sms' ? unenrollWithSms() : unenrollWithTotp())}
      onCancel={screen.back}
    />
  );
}
