'use client';
import { useScreen } from '../useScreen.ts';
import { InAppBrowserView } from './InAppBrowserView.tsx';

/** Spec §2 'In-app browser'. 'Try another method' starts over. */
export default function InAppBrowserScreen() {
  const screen = useScreen('in-app-browser');
  return <InAppBrowserView onBack={screen.restart} />;
}
