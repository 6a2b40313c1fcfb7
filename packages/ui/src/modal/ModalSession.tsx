'use client';
import { useAppConfig, useAppConfigError, useAuth, useEmailLogin, useFoyerStore } from '@foyer/headless';
import { useEffect, useState } from 'react';
import { DialogContent } from '../primitives/Dialog.tsx';
import { EnterCodeScreen } from '../screens/email/EnterCodeScreen.tsx';
import { ErrorScreen } from '../screens/error/ErrorScreen.tsx';
import { LandingScreen } from '../screens/landing/LandingScreen.tsx';
import { LoadingScreen } from '../screens/loading/LoadingScreen.tsx';
import type { FoyerTheme } from '../theme/accent.ts';
import { routeEmailLogin } from './emailRouting.ts';
import type { ModalIntent } from './intents.ts';
import type { ModalState } from './modal.machine.ts';
import { ModalHeader } from './ModalHeader.tsx';
import { dispatchModal } from './modalStore.ts';

export interface ModalSessionProps {
  intent: ModalIntent;
  state: ModalState;
  theme: FoyerTheme;
  accentColor: string | null;
}

/**
 * One run of the modal (remounted per `session`): owns the e-mail flow shared by the landing and
 * code screens, routes the flow's states to screens, and renders the current one.
 */
export function ModalSession({ intent, state, theme, accentColor }: ModalSessionProps) {
  const store = useFoyerStore();
  const { ready } = useAuth();
  const config = useAppConfig();
  const configError = useAppConfigError();
  const emailLogin = useEmailLogin({
    intent: intent.type === 'link' || intent.type === 'update' ? intent.type : 'login',
    kitUi: true,
    onComplete: (result) => dispatchModal(store, { type: 'complete', result }),
  });
  const [lastEmail, setLastEmail] = useState<string>();
  const { current, last } = state.stack;

  useEffect(() => {
    const event = routeEmailLogin(emailLogin.state, current);
    if (event) dispatchModal(store, event);
  }, [emailLogin.state, current, store]);

  // Without a usable app config nothing can be offered: its error, with a retry that fetches it again.
  const screen = !ready || (!config && !configError.error) ? 'loading' : configError.error ? 'config-error' : current;
  const back =
    screen === 'enter-code' && last
      ? () => {
          emailLogin.reset();
          dispatchModal(store, { type: 'back' });
        }
      : undefined;
  const error = state.outcome?.type === 'error' ? state.outcome.error : null;

  return (
    <DialogContent theme={theme} accentColor={accentColor} size={screen === 'landing' ? 'full' : 'compact'}>
      <ModalHeader onBack={back} />
      {screen === 'loading' ? <LoadingScreen /> : null}
      {screen === 'landing' ? (
        <LandingScreen
          emailLogin={emailLogin}
          intentType={intent.type}
          options={intent.options}
          defaultEmail={lastEmail}
          onEmailSubmit={setLastEmail}
        />
      ) : null}
      {screen === 'enter-code' ? (
        <EnterCodeScreen emailLogin={emailLogin} onLoggedIn={() => dispatchModal(store, { type: 'close' })} />
      ) : null}
      {screen === 'config-error' && configError.error ? (
        <ErrorScreen
          error={configError.error}
          onRetry={() => void configError.retry()}
          onClose={() => dispatchModal(store, { type: 'close' })}
        />
      ) : null}
      {screen === 'error' && error ? (
        <ErrorScreen
          error={error}
          onRetry={() => {
            emailLogin.reset();
            dispatchModal(store, { type: 'retry' });
          }}
          onClose={() => dispatchModal(store, { type: 'close' })}
        />
      ) : null}
    </DialogContent>
  );
}
