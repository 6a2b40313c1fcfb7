'use client';
import { useAppConfig } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { AccountNotFoundView } from './AccountNotFoundView.tsx';

/** Spec §2 'Account not found'. 'Try logging in again' starts over. */
export default function AccountNotFoundScreen() {
  const screen = useScreen('account-not-found');
  const View = useScreenView('account-not-found', AccountNotFoundView);
  const config = useAppConfig();
  return <View appName={config?.name ?? ''} onRetry={screen.restart} />;
}
