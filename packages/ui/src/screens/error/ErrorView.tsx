'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { type ErrorScreenContext, type ErrorViewStatus, errorScreenCopy } from './errorScreenCopy.ts';
import { Notice } from './Notice.tsx';

export { type ErrorViewStatus, errorViewStatuses } from './errorScreenCopy.ts';

export interface ErrorViewProps extends ErrorScreenContext {
  status: ErrorViewStatus;
  /** The button: start over, fetch the config again, or close. */
  onAction(): void;
}

/** The error screen: a title, an optional detail and one button, chosen by status (spec §8). */
export function ErrorView({ status, serverMessage, onAction }: ErrorViewProps) {
  const m = useMessages();
  const copy = errorScreenCopy(status, m, { serverMessage });
  return <Notice screen="error" status={status} {...copy} onAction={onAction} />;
}
