'use client';
import { useScreen } from '../useScreen.ts';
import { PasskeyRun } from './PasskeyRun.tsx';

/** 'passkey/status': the chosen action ('Create new account' or 'Log in with a passkey'). */
export default function PasskeyStatusScreen() {
  const screen = useScreen('passkey/status');
  return <PasskeyRun action={screen.params.action} screen={screen} />;
}
