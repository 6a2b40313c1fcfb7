'use client';
import { useAppConfig } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { unavailableMethodName } from '../landing/labels.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MethodUnavailableView } from './MethodUnavailableView.tsx';

/**
 * The placeholder for a login method whose flow is not built yet. It names the app from its config
 * (which also keeps this chunk's shared modules grouped with the other screens': a screen reaching
 * the copy but not the headless store splits the page's startup chunks, +0.25 kB; see `npm run bench`).
 */
export default function MethodUnavailableScreen() {
  const screen = useScreen('method/unavailable');
  const View = useScreenView('method/unavailable', MethodUnavailableView);
  const m = useMessages();
  const config = useAppConfig();
  return (
    <View
      status="unavailable"
      methodName={unavailableMethodName(m, screen.params)}
      appName={config?.name ?? null}
      onBack={screen.back}
    />
  );
}
