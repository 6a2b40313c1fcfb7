'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

export const loadingViewStatuses = ['loading'] as const;
export type LoadingViewStatus = (typeof loadingViewStatuses)[number];

/** Spec §2: a spinner, and the word for it, show until the kit is ready (config fetched, session settled). */
export function LoadingView() {
  const m = useMessages();
  return (
    <Screen name="loading" status="loading" className="min-h-72 items-center justify-center">
      <Title visuallyHidden>{m.landing.header}</Title>
      <Spinner label={m.modal.loading} />
      <Text>{m.modal.loading}</Text>
    </Screen>
  );
}
