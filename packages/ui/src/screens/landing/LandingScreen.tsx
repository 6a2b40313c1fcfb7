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
  /** Link and update serve the logged-in user: their own header, no terms footer, no 'Recent'. */
  intentType: IntentType;
  options: LoginOptions;
  /** The address to show: the last one submitted in this run, else the prefill. */
  defaultEmail?: string | undefined;
  onEmailSubmit?: ((email: string) => void) | undefined;
}

export function LandingScreen({ emailLogin, intentType, options, defaultEmail, onEmailSubmit }: LandingScreenProps) {
  const m = useMessages();
  const config = useAppConfig();
  const recentMethod = useRecentLoginMethod();
  const { state, sendCode, reset } = emailLogin;
  const inlineError = state.status === 'error' && isInlineEmailError(state) ? state.error : null;
  const status: LandingViewStatus = state.status === 'sending-code' ? 'sending-code' : inlineError ? 'error' : 'initial';
  const forUser = intentType === 'link' || intentType === 'update';
  // `hideDirectWeb2Inputs` tidies the login choices; a link or update of an e-mail needs the input.
  const emailEnabled =
    (config?.loginMethods.email ?? true) &&
    (options.loginMethods?.includes('email') ?? true) &&
    (forUser || !config?.appearance.hideDirectWeb2Inputs);
  const legal = forUser ? undefined : config?.legal;
  const loginMessage = forUser ? undefined : config?.appearance.loginMessage;
  const header =
    intentType === 'link'
      ? m.landing.linkEmailHeader
      : intentType === 'update'
        ? m.landing.updateEmailHeader
        : config?.appearance.landingHeader || m.landing.header;

  return (
    <LandingView
      status={status}
      header={header}
      appName={config?.name ?? null}
      logoUrl={config?.appearance.logo ?? null}
      loginMessage={loginMessage ? truncate(loginMessage, LOGIN_MESSAGE_MAX_LENGTH) : null}
      showEmail={emailEnabled}
      defaultEmail={defaultEmail ?? (options.prefill?.type === 'email' ? options.prefill.value : '')}
      recent={!forUser && recentMethod === 'email'}
      error={inlineError}
      showTerms={Boolean(legal && !legal.requireUsersAcceptTerms && (legal.termsAndConditionsUrl || legal.privacyPolicyUrl))}
      termsUrl={legal?.termsAndConditionsUrl ?? null}
      privacyUrl={legal?.privacyPolicyUrl ?? null}
      onSubmitEmail={(email) => {
        onEmailSubmit?.(email);
        void sendCode({ email, disableSignup: options.disableSignup });
      }}
      onEmailChange={() => {
        if (inlineError) reset();
      }}
    />
  );
}
