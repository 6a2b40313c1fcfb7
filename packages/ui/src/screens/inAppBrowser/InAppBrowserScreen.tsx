'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { InAppBrowserView } from './InAppBrowserView.tsx';

/** Spec §2 'In-app browser'. 'Try another method' starts over. */
export default function InAppBrowserScreen() {
  const screen = useScreen('in-app-browser');
  const View = useScreenView('in-app-browser', InAppBrowserView);
  return <View onBack={screen.restart} />;
}
