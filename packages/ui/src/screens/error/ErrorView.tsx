'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { errorScreenCopy, errorScreenStatus, type ScreenError } from './errorScreenCopy.ts';

/** Spec §8 error screen mapping: which copy the screen shows. */
export const errorViewStatuses = ['too-many-requests', 'not-allowed', 'server-message', 'unknown'] as const;
export type ErrorViewStatus = (typeof errorViewStatuses)[number];

export interface ErrorViewProps {
  error: ScreenError;
  /** The button: try again, try another method, or close. */
  onAction(): void;
}

/** The error screen: a title, a detail and one button, chosen from the error's code and status. */
export function ErrorView({ error, onAction }: ErrorViewProps) {
  const m = useMessages();
  const copy = errorScreenCopy(error, m);
  return (
    <Screen name="error" status={errorScreenStatus(error)} className="items-center text-center">
      <div className="mt-4 flex size-14 items-center justify-center rounded-full bg-muted text-destructive">
        <AlertIcon size={28} />
      </div>
      <Title>{copy.title}</Title>
      {copy.detail ? <Text>{copy.detail}</Text> : null}
      <Button className="mt-auto w-full" onClick={onAction}>
        {copy.action}
      </Button>
    </Screen>
  );
}
