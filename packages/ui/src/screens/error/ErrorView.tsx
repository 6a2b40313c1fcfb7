'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { type ErrorScreenContext, type ErrorViewStatus, errorScreenCopy } from './errorScreenCopy.ts';

export { type ErrorViewStatus, errorViewStatuses } from './errorScreenCopy.ts';

export interface ErrorViewProps extends ErrorScreenContext {
  status: ErrorViewStatus;
  /** The button: start over, fetch the config again, or close. Not called when it links out. */
  onAction(): void;
}

/** The error screen: a title, an optional detail and one button, chosen by status. */
export function ErrorView({ status, appName, allowlist, serverMessage, onAction }: ErrorViewProps) {
  const m = useMessages();
  const copy = errorScreenCopy(status, m, { appName, allowlist, serverMessage });
  return (
    <Screen name="error" status={status} className="items-center text-center">
      <div className="mt-4 flex size-14 items-center justify-center rounded-full bg-muted text-destructive">
        <AlertIcon size={28} />
      </div>
      <Title>{copy.title}</Title>
      {copy.detail ? <Text>{copy.detail}</Text> : null}
      {copy.href ? (
        <a
          data-slot="button"
          href={copy.href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses(), 'mt-auto w-full')}
        >
          {copy.action}
        </a>
      ) : (
        <Button className="mt-auto w-full" onClick={onAction}>
          {copy.action}
        </Button>
      )}
    </Screen>
  );
}
