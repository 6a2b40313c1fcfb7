'use client';
import { type FoyerError, useAppConfig } from '@foyer/headless';
import { errorScreenStatus } from './errorScreenCopy.ts';
import { ErrorView } from './ErrorView.tsx';

export interface ErrorScreenProps {
  error: FoyerError;
  /** Back to the landing screen with a fresh flow. */
  onRetry(): void;
  onClose(): void;
}

/** 'Try again later' closes the modal; the other buttons start over (or link out, for the allowlist). */
export function ErrorScreen({ error, onRetry, onClose }: ErrorScreenProps) {
  const config = useAppConfig();
  return (
    <ErrorView
      error={error}
      appName={config?.name ?? null}
      allowlist={config?.allowlistConfig ?? null}
      onAction={errorScreenStatus(error) === 'too-many-requests' ? onClose : onRetry}
    />
  );
}
