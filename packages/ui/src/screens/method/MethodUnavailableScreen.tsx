'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { unavailableMethodName } from '../landing/labels.ts';
import { useScreen } from '../useScreen.ts';
import { MethodUnavailableView } from './MethodUnavailableView.tsx';

/** The placeholder for a login method whose flow is not built yet. */
export default function MethodUnavailableScreen() {
  const screen = useScreen('method/unavailable');
  const m = useMessages();
  return (
    <MethodUnavailableView
      status="unavailable"
      methodName={unavailableMethodName(m, screen.params)}
      onBack={screen.back}
    />
  );
}
