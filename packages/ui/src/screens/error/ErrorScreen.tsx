'use client';
import { type FailureError, failureEndsAttempt, failureReason } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { ErrorView } from './ErrorView.tsx';

/** The error screen of a failed intent (spec §8). Its button closes the modal or starts over. */
export default function ErrorScreen() {
  const screen = useScreen('error');
  const View = useScreenView('error', ErrorView);
  const error: FailureError = screen.params.error;
  const status = failureReason(error);
  return (
    <View
      status={status}
      serverMessage={error.serverMessage}
      onAction={failureEndsAttempt(status) ? screen.close : screen.restart}
    />
  );
}
