'use client';
import type { ReactNode } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

export interface ConnectionStatusProps {
  /** `data-screen`. */
  name: string;
  status: 'verifying' | 'success' | 'error';
  /** Who is being connected: a provider's or an app's name. */
  connection: string;
  /** Its mark or icon, in the badge. */
  icon: ReactNode;
  /** The failure's detail, in `error`. */
  detail?: string | undefined;
  /** Offer Retry (retryable errors only). */
  onRetry?: (() => void) | undefined;
}

/**
 * Spec §2's connection status, shared by a social provider and a cross-app login: 'Verifying
 * connection to {provider}', then 'Successfully connected with {provider}' / 'You're good to go!', or
 * 'Authentication failed' with the error's detail and Retry when the error is retryable.
 */
export function ConnectionStatus({ name, status, connection, icon, detail, onRetry }: ConnectionStatusProps) {
  const copy = useMessages().oauthStatus;
  return (
    <StatusScreen
      name={name}
      status={status}
      tone={status === 'verifying' ? 'pending' : status}
      retryable={onRetry !== undefined}
      icon={icon}
      title={
        status === 'verifying'
          ? format(copy.verifying, { provider: connection })
          : status === 'success'
            ? format(copy.successTitle, { provider: connection })
            : copy.failedTitle
      }
      description={status === 'success' ? copy.successDetail : status === 'error' ? detail : undefined}
      actions={status === 'error' && onRetry ? <Button onClick={onRetry}>{copy.retry}</Button> : undefined}
    />
  );
}
