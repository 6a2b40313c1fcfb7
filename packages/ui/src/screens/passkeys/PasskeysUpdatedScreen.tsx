'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { PasskeysUpdatedView } from './PasskeysUpdatedView.tsx';

/** 'Passkeys updated': Done closes the modal. */
export default function PasskeysUpdatedScreen(): React.JSX.Element {
  const screen = useScreen('passkeys/updated');
  const View = useScreenView('passkeys/updated', PasskeysUpdatedView);
  return <View status="updated" onDone={() => screen.finish('success')} />;
}
