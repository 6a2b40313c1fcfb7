'use client';
import { useAppConfig } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { AllowlistView } from './AllowlistView.tsx';

/** Spec §2 'Allowlist rejection', with the app's `allowlist_config`. Its button starts over (or links out). */
export default function AllowlistScreen() {
  const screen = useScreen('allowlist');
  const View = useScreenView('allowlist', AllowlistView);
  const config = useAppConfig();
  return <View allowlist={config?.allowlistConfig ?? null} onRetry={screen.restart} />;
}
