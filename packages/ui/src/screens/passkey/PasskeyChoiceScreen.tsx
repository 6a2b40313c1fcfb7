'use client';
import { useAppConfig } from '@foyer/headless';
import { useScreen } from '../useScreen.ts';
import { PasskeyChoiceView } from './PasskeyChoiceView.tsx';
import { PasskeyRun } from './PasskeyRun.tsx';

/**
 * 'passkey/choice': a visitor of an app with passkey signup chooses ('Create new account' or 'Log in
 * with a passkey'); otherwise the passkey prompt runs here at once: a login, or a link for the link intent.
 */
export default function PasskeyChoiceScreen() {
  const screen = useScreen('passkey/choice');
  const config = useAppConfig();
  const link = screen.intent.type === 'link';
  const offersSignup = !link && !screen.intent.options.disableSignup && config?.loginConfig.passkeysForSignupEnabled;
  if (!offersSignup) return <PasskeyRun action={link ? 'link' : 'login'} screen={screen} />;
  return (
    <PasskeyChoiceView
      onCreate={() => screen.navigate('passkey/status', { action: 'signup' })}
      onLogin={() => screen.navigate('passkey/status', { action: 'login' })}
    />
  );
}
