'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { cn } from '../../lib/cn.ts';
import { type ErrorScreenContext, errorScreenCopy, errorScreenStatus, type ScreenError } from './errorScreenCopy.ts';

/** Spec §8 error screen mapping (with the allowlist, user-limit and account-not-found screens of §2). */
export const errorViewStatuses = [
  'too-many-requests',
  'not-allowed',
  'allowlist-rejected',
  'user-limit',
  'account-not-found',
  'linked-to-another-user',
  'server-message',
  'unknown',
] as const;
export type ErrorViewStatus = (typeof errorViewStatuses)[number];

export interface ErrorViewProps extends ErrorScreenContext {
  error: ScreenError;
  /** The button: try again, try another method or account, or close. Not called when it links out. */
  onAction(): void;
}

/** The error screen: a title, a detail and one button, chosen from the error's code and status. */
export function ErrorView({ error, appName, allowlist, onAction }: ErrorViewProps) {
  const m = useMessages();
  const copy = errorScreenCopy(error, m, { appName, allowlist });
  return (
    <Screen name="error" status={errorScreenStatus(error)} className="items-center text-center">
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
