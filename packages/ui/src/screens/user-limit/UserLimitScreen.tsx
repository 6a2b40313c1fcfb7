'use client';
import { useScreen } from '../useScreen.ts';
import { UserLimitView } from './UserLimitView.tsx';

/** Spec §2 'User limit'. 'Go back' returns to where the intent started. */
export default function UserLimitScreen() {
  const screen = useScreen('user-limit');
  return <UserLimitView onBack={screen.restart} />;
}
