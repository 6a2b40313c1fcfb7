'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { SetPasswordIntroView } from './SetPasswordIntroView.tsx';

/** Spec §2 'Set wallet password': the intro, then the password's stages. */
export default function SetPasswordIntroScreen(): React.JSX.Element {
  const screen = useScreen('recovery/password-intro');
  const View = useScreenView('recovery/password-intro', SetPasswordIntroView);
  screen.preload('recovery/password');
  return <View onAddPassword={() => screen.navigate('recovery/password')} />;
}
