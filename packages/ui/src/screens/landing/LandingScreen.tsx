'use client';
import {
  type FoyerErrorCode,
  type LandingLayout,
  LOGIN_MESSAGE_MAX_LENGTH,
  useAppConfig,
  useAuth,
  useLoginMethods,
  validateEmail,
} from '@foyer/headless';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { truncate } from '../../lib/truncate.ts';
import { Spinner } from '../../primitives/Spinner.tsx';
import { useScreenView } from '../screenViews.ts';
import { type NavigateArgs, useScreen } from '../useScreen.ts';
import { LandingView } from './LandingView.tsx';
import { routeForTarget } from './targets.ts';

/** The phone form (the SMS screens' own), loaded when the phone row opens: libphonenumber stays out until then. */
const PhoneLoginScreen = lazy(() => import('../sms/PhoneLoginScreen.tsx'));

/** Link and update (and a config still loading) take an address: the e-mail input alone. */
const emailOnly: Pick<LandingLayout, 'rows' | 'overflow' | 'passkey' | 'openInput' | 'showTerms'> = {
  rows: [{ kind: 'email', recent: false }],
  overflow: [],
  passkey: null,
  openInput: 'email',
  showTerms: false,
};

/**
 * The landing login screen (spec §2): the rows of `useLoginMethods()` for the app config, the
 * options of `login()` and the last login on this device. It checks the address (with the app's rule on
 * '+') and shows why it is refused; a valid one goes to the code screen (spec §4). Rows for methods
 * whose flows are not built yet lead to the 'method/unavailable' screen.
 */
export default function LandingScreen() {
  const screen = useScreen('landing');
  const View = useScreenView('landing', LandingView);
  const { type, options } = screen.intent;
  const m = useMessages();
  const config = useAppConfig();
  const { authenticated } = useAuth();
  const [error, setError] = useState<FoyerErrorCode | null>(null);
  const { preload } = screen;
  const params = screen.params ?? {};
  const forUser = type === 'link' || type === 'update';
  const connectOnly = params.variant === 'connect-only';
  const emailRules = { disallowPlus: config?.disablePlusEmails ?? false };

  const layout = useLoginMethods({ ...options, variant: connectOnly ? 'connect-only' : 'login' });
  const shown = (!forUser && layout) || emailOnly;

  const legal = config?.legal;
  const loginMessage = forUser || connectOnly ? undefined : config?.appearance.loginMessage;
  const header =
    type === 'link'
      ? m.landing.linkEmailHeader
      : type === 'update'
        ? m.landing.updateEmailHeader
        : connectOnly
          ? m.landing.connectOnlyHeader
          : config?.appearance.landingHeader || m.landing.header;
  const prefill = options.prefill?.type === 'email' ? options.prefill.value : '';

  // Spec §4: a visitor of an app with a captcha passes it before a code is sent.
  const captchaFirst = Boolean(config?.captchaEnabled) && !forUser && !authenticated;
  // The address goes to the code screen (or the captcha first) next: have it ready by then.
  useEffect(() => preload(captchaFirst ? 'captcha' : 'email/enter-code'), [preload, captchaFirst]);

  return (
    <View
      // The open input is state of the View: a new layout (the config arrived) starts it afresh.
      key={`${shown.openInput}`}
      status={params.overflow ? 'overflow' : error ? 'error' : 'initial'}
      header={header}
      appName={config?.name ?? null}
      logoUrl={config?.appearance.logo ?? null}
      loginMessage={loginMessage ? truncate(loginMessage, LOGIN_MESSAGE_MAX_LENGTH) : null}
      rows={shown.rows}
      overflowRows={shown.overflow}
      passkey={shown.passkey}
      openInput={shown.openInput}
      whatsApp={config?.whatsAppEnabled ?? false}
      defaultEmail={params.email ?? prefill}
      emailRules={emailRules}
      error={error ? { code: error } : null}
      showTerms={shown.showTerms}
      termsUrl={legal?.termsAndConditionsUrl ?? null}
      privacyUrl={legal?.privacyPolicyUrl ?? null}
      onSubmitEmail={(email) => {
        const issue = validateEmail(email, emailRules);
        setError(issue);
        if (issue) return;
        screen.setParams({ ...params, email });
        if (captchaFirst) screen.navigate('captcha', { next: { id: 'email/enter-code', params: { email } } });
        else screen.navigate('email/enter-code', { email });
      }}
      onEmailChange={() => setError(null)}
      renderPhoneForm={({ recent, autoFocus }) => (
        <Suspense
          fallback={
            <span className="flex h-12 items-center gap-2 text-sm text-muted-foreground">
              <Spinner size="sm" />
              {m.phone.loading}
            </span>
          }
        >
          <PhoneLoginScreen recent={recent} autoFocus={autoFocus} />
        </Suspense>
      )}
      onSelect={(target) => {
        const route = routeForTarget(target);
        screen.navigate(route.id, ...([route.params] as NavigateArgs<typeof route.id>));
      }}
      // In the params, so back from a method's screen returns to the list.
      onOpenOverflow={() => screen.setParams({ ...params, overflow: true })}
      onCloseOverflow={() => screen.setParams({ ...params, overflow: false })}
    />
  );
}
