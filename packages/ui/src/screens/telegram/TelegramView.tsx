'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { ProviderIcon } from '../../brand/ProviderIcon.tsx';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { telegramErrorCopy } from './telegramCopy.ts';

/** `verifying`: on the way to Telegram, or the server checks its data; `success`; `error` (Retry when retryable). */
export const telegramViewStatuses = ['verifying', 'success', 'error'] as const;
export type TelegramViewStatus = (typeof telegramViewStatuses)[number];

export interface TelegramViewProps {
  status: TelegramViewStatus;
  /** Why it failed (`error`): the error, whose code (and server `cause`) picks the copy. */
  error?: { code: FoyerErrorCode; body?: unknown } | null;
  onRetry(): void;
}

/**
 * Spec §2 'Telegram screen': 'Verifying connection to Telegram', then 'Successfully connected with
 * Telegram' ('You're good to go!'), or 'Authentication failed' with Retry when retryable (§8).
 */
export function TelegramView({ status, error, onRetry }: TelegramViewProps) {
  const m = useMessages();
  const copy = m.telegram;
  const failure = status === 'error' && error ? telegramErrorCopy(error, m) : null;
  const failed = status === 'error';
  const passed = status === 'success';

  return (
    <Screen name="telegram" status={status} className="items-center text-center">
      {failed || passed ? (
        <ScreenIcon tone={failed ? 'danger' : 'success'} className="mt-4">
          {failed ? <AlertIcon size={28} /> : <CheckIcon size={28} />}
        </ScreenIcon>
      ) : (
        <ProviderIcon provider="telegram" className="mt-4" />
      )}
      <div className="flex flex-col items-center gap-2" aria-live="polite">
        <Title focused={failed || passed}>
          {failed ? copy.errorTitle : passed ? copy.successTitle : copy.verifying}
        </Title>
        {passed ? <Text>{copy.successBody}</Text> : null}
        {failed ? <Text>{failure?.message ?? m.errors.unknown_auth_error}</Text> : null}
      </div>
      {failed || passed ? null : <Spinner />}
      {failure?.retryable ? (
        <div className="mt-auto w-full">
          <Button className="w-full" onClick={onRetry}>
            {copy.retry}
          </Button>
        </div>
      ) : null}
    </Screen>
  );
}
