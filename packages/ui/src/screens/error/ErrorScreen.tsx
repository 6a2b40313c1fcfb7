'use client';
import type { FoyerError } from '@foyer/headless';
import { errorScreenStatus } from './errorScreenCopy.ts';
import { ErrorView } from './ErrorView.tsx';

export interface ErrorScreenProps {
  error: FoyerError;
  /** Back to the landing screen with a fresh flow. */
  onRetry(): void;
  onClose(): void;
}

/** 'Try again later' closes the modal; the other buttons start over. */
export function ErrorScreen({ error, onRetry, onClose }: ErrorScreenProps) {
  return <ErrorView error={error} onAction={errorScreenStatus(error) === 'too-many-requests' ? onClose : onRetry} />;
}
