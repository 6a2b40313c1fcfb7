'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { UserLimitView } from './UserLimitView.tsx';

/** Spec §2 'User limit'. 'Go back' returns to where the intent started. */
export default function UserLimitScreen() {
  const screen = useScreen('user-limit');
  const View = useScreenView('user-limit', UserLimitView);
  return <View onBack={screen.restart} />;
}
