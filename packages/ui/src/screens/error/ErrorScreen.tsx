'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { ErrorView } from './ErrorView.tsx';
import { closesModal, errorScreenStatus, type ScreenError } from './errorScreenCopy.ts';

/** The error screen of a failed intent (spec §8). Its button closes the modal or starts over. */
export default function ErrorScreen() {
  const screen = useScreen('error');
  const View = useScreenView('error', ErrorView);
  const error: ScreenError = screen.params.error;
  const status = errorScreenStatus(error);
  return (
    <View
      status={status}
      serverMessage={error.serverMessage}
      onAction={closesModal(status) ? screen.close : screen.restart}
    />
  );
}
