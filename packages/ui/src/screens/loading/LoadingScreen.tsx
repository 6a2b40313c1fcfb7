'use client';
import { LoadingView } from './LoadingView.tsx';

/** Shown until `useAuth().ready`; there is nothing to connect yet. */
export function LoadingScreen() {
  return <LoadingView />;
}
