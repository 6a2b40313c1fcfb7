'use client';
import {
  LOGIN_MESSAGE_MAX_LENGTH,
  type UseEmailLoginReturnType,
  useAppConfig,
  useRecentLoginMethod,
} from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { truncate } from '../../lib/truncate.ts';
import { isInlineEmailError } from '../../modal/emailRouting.ts';
import type { IntentType, LoginOptions } from '../../modal/intents.ts';
import { LandingView, type LandingViewStatus } from './LandingView.tsx';

export interface LandingScreenProps {
  /** The modal's e-mail flow, shared with the code screen. */
  emailLogin: UseEmailLoginReturnType;
  /** Link mode adds the address to the logged-in user: its own header, no terms footer, no 'Recent'. */
  intentType: IntentType;
  options: LoginOptions;
  /** The address to show: the last one submitted in this run, else the prefill. */
  defaultEmail?: string;
  onEmailSubmit?(email: string): void;
}

const ignore = () => undefined;

export function LandingScreen({ emailLogin, intentType, options, defaultEmail, onEmailSubmit }: LandingScreenProps) {
  const m = useMessages();
  const config = useAppConfig();
  const recentMethod = useRecentLoginMethod();
  const { state, sendCode, reset } = emailLogin;
  const inlineError = state.status === 'error' && isInlineEmailError(state) ? state.error : null;
  const status: LandingViewStatus = state.status === 'sending-code' ? 'sending-code' : inlineError ? 'error' : 'initial';
  const linking = intentType === 'link';
  // `hideDirectWeb2Inputs` tidies the login choices; a link of an e-mail needs the input all the same.
  const emailEnabled =
    (config?.loginMethods.email ?? true) &&
    (options.loginMethods?.includes('email') ?? true) &&
    (linking || !config?.appearance.hideDirectWeb2Inputs);
  const legal = linking ? undefined : config?.legal;
  const loginMessage = linking ? undefined : config?.appearance.loginMessage;

  return (
    <LandingView
      status={status}
      header={linking ? m.landing.linkEmailHeader : config?.appearance.landingHeader || m.landing.header}
      appName={config?.name ?? null}
      logoUrl={config?.appearance.logo ?? null}
      loginMessage={loginMessage ? truncate(loginMessage, LOGIN_MESSAGE_MAX_LENGTH) : null}
      showEmail={emailEnabled}
      defaultEmail={defaultEmail ?? (options.prefill?.type === 'email' ? options.prefill.value : '')}
      recent={!linking && recentMethod === 'email'}
      error={inlineError}
      showTerms={Boolean(legal && !legal.requireUsersAcceptTerms && (legal.termsAndConditionsUrl || legal.privacyPolicyUrl))}
      termsUrl={legal?.termsAndConditionsUrl ?? null}
      privacyUrl={legal?.privacyPolicyUrl ?? null}
      onSubmitEmail={(email) => {
        onEmailSubmit?.(email);
        sendCode({ email, disableSignup: options.disableSignup }).catch(ignore);
      }}
      onEmailChange={() => {
        if (inlineError) reset();
      }}
    />
  );
}
