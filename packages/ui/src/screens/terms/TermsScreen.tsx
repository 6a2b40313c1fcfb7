'use client';
import { ErrorCode, FoyerError, useAcceptTerms, useAppConfig, useAuth } from '@foyer/headless';
import { useEffect } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { TermsView } from './TermsView.tsx';

/**
 * The after-login step 'accept-terms' (spec §2 'Terms consent', §4 'After login'). 'Accept' calls
 * accept-terms, then the modal moves on (0.9 s, then wallet creation when needed, else success
 * and close). 'No thanks' logs the user out and ends the login as exited. The user must choose:
 * the header's close, Escape and a click outside do nothing here.
 */
export default function TermsScreen() {
  const screen = useScreen('terms');
  const View = useScreenView('terms', TermsView);
  const { result } = screen.params;
  const config = useAppConfig();
  const { logout } = useAuth();
  const { state, accept } = useAcceptTerms();
  const { lockClose } = screen;

  useEffect(() => lockClose(true), [lockClose]);

  const onAccept = () =>
    void accept().then((settled) => {
      if (settled.status === 'done') screen.complete({ ...result, user: settled.result });
    });

  const onDecline = () => {
    screen.fail(new FoyerError(ErrorCode.USER_EXITED_AUTH_FLOW, 'The user declined the terms'), { inPlace: true });
    screen.close();
    void logout();
  };

  return (
    <View
      status={state.status}
      termsUrl={config?.legal.termsAndConditionsUrl ?? null}
      privacyUrl={config?.legal.privacyPolicyUrl ?? null}
      error={state.error}
      onAccept={onAccept}
      onDecline={onDecline}
    />
  );
}
