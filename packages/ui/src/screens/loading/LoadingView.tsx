'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

export const loadingViewStatuses = ['loading'] as const;
export type LoadingViewStatus = (typeof loadingViewStatuses)[number];

/** Spec §2: a spinner, and the word for it, show until the kit is ready (config fetched, session settled). */
export function LoadingView() {
  const m = useMessages();
  return (
    <StatusScreen
      name="loading"
      status="loading"
      tone="pending"
      title={m.landing.header}
      titleHidden
      description={m.modal.loading}
      busyLabel={m.modal.loading}
    />
  );
}
