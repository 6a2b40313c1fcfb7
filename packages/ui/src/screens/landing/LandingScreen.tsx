'use client';
import {
  type FoyerErrorCode,
  LOGIN_MESSAGE_MAX_LENGTH,
  useAppConfig,
  useRecentLoginMethod,
  validateEmail,
} from '@foyer/headless';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { truncate } from '../../lib/truncate.ts';
import { Title } from '../../primitives/Dialog.tsx';
import { Screen } from '../../primitives/Screen.tsx';
import { useScreen } from '../useScreen.ts';

const PhoneLogin = lazy(() => import('../sms/PhoneLogin.tsx'));

import { LandingView } from './LandingView.tsx';

/**
 * The landing login screen (spec §2). It checks the address (with the app's rule on '+') and shows
 * why it is refused; a valid one goes to the code screen (spec §4 'Submit goes to the code screen').
 */
export default function LandingScreen() {
  const screen = useScreen('landing');
  const { type, options } = screen.intent;
  const m = useMessages();
  const config = useAppConfig();
  const recentMethod = useRecentLoginMethod();
  const [error, setError] = useState<FoyerErrorCode | null>(null);
  const { preload } = screen;
  const forUser = type === 'link' || type === 'update';
  const emailRules = { disallowPlus: config?.disablePlusEmails ?? false };
  // `hideDirectWeb2Inputs` tidies the login choices; a link or update of an e-mail needs the input.
  const emailEnabled =
    (config?.loginMethods.email ?? true) &&
    (options.loginMethods?.includes('email') ?? true) &&
    (forUser || !config?.appearance.hideDirectWeb2Inputs);
  const legal = forUser ? undefined : config?.legal;
  const loginMessage = forUser ? undefined : config?.appearance.loginMessage;
  const header =
    type === 'link'
      ? m.landing.linkEmailHeader
      : type === 'update'
        ? m.landing.updateEmailHeader
        : config?.appearance.landingHeader || m.landing.header;

  // The address goes to the code screen next: have it ready by then.
  useEffect(() => preload('email/enter-code'), [preload]);

  // Until the landing screen has its 'Continue with SMS' row: a login for SMS alone shows the phone form.
  const methods = options.loginMethods;
  const smsOnly = methods
    ? methods.includes('sms') && !methods.includes('email')
    : Boolean(config?.loginMethods.sms) && !config?.loginMethods.email;
  if (type === 'login' && smsOnly) {
    return (
      <Screen name="landing" status="initial">
        <Title>{header}</Title>
        <Suspense fallback={null}>
          <PhoneLogin autoFocus recent={recentMethod === 'sms'} />
        </Suspense>
      </Screen>
    );
  }

  return (
    <LandingView
      status={error ? 'error' : 'initial'}
      header={header}
      appName={config?.name ?? null}
      logoUrl={config?.appearance.logo ?? null}
      loginMessage={loginMessage ? truncate(loginMessage, LOGIN_MESSAGE_MAX_LENGTH) : null}
      showEmail={emailEnabled}
      defaultEmail={screen.params?.email ?? (options.prefill?.type === 'email' ? options.prefill.value : '')}
      emailRules={emailRules}
      recent={!forUser && recentMethod === 'email'}
      error={error ? { code: error } : null}
      showTerms={Boolean(
        legal && !legal.requireUsersAcceptTerms && (legal.termsAndConditionsUrl || legal.privacyPolicyUrl),
      )}
      termsUrl={legal?.termsAndConditionsUrl ?? null}
      privacyUrl={legal?.privacyPolicyUrl ?? null}
      onSubmitEmail={(email) => {
        const issue = validateEmail(email, emailRules);
        setError(issue);
        if (issue) return;
        screen.setParams({ email });
        screen.navigate('email/enter-code', { email });
      }}
      onEmailChange={() => setError(null)}
    />
  );
}
