'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
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
    <StatusScreen
      name="telegram"
      status={status}
      tone={failed ? 'error' : passed ? 'success' : 'pending'}
      retryable={failure?.retryable ?? false}
      icon={<BrandMark name="telegram" size={28} />}
      title={failed ? copy.errorTitle : passed ? copy.successTitle : copy.verifying}
      description={passed ? copy.successBody : failed ? (failure?.message ?? m.errors.unknown_auth_error) : undefined}
      actions={failure?.retryable ? <Button onClick={onRetry}>{copy.retry}</Button> : undefined}
    />
  );
}
