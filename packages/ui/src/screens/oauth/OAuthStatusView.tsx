'use client';
import type { OAuthProvider } from '@foyer/headless';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `verifying`: at the provider or exchanging its code; `success`: connected; `error`: failed. */
export const oauthStatusViewStatuses = ['verifying', 'success', 'error'] as const;
export type OAuthStatusViewStatus = (typeof oauthStatusViewStatuses)[number];

export interface OAuthStatusViewProps {
  status: OAuthStatusViewStatus;
  provider: OAuthProvider;
  /** The failure's detail (spec §8 'Social status screen'), in `error`. */
  detail?: string | undefined;
  /** Offer Retry (retryable errors only). */
  onRetry?: (() => void) | undefined;
}

/**
 * Spec §2 'Social provider status screen': 'Verifying connection to {provider}', then 'Successfully
 * connected with {provider}' / 'You're good to go!', or 'Authentication failed' with the error's
 * detail and a Retry button when the error is retryable.
 */
export function OAuthStatusView({ status, provider, detail, onRetry }: OAuthStatusViewProps) {
  const m = useMessages();
  const copy = m.oauthStatus;
  const name = m.providerNames[provider];
  const icon = <BrandMark name={provider} size={28} />;
  const tone = status === 'verifying' ? 'pending' : status;
  return (
    <StatusScreen
      name="oauth-status"
      status={status}
      tone={tone}
      retryable={onRetry !== undefined}
      icon={icon}
      title={
        status === 'verifying'
          ? format(copy.verifying, { provider: name })
          : status === 'success'
            ? format(copy.successTitle, { provider: name })
            : copy.failedTitle
      }
      description={status === 'success' ? copy.successDetail : status === 'error' ? detail : undefined}
      actions={status === 'error' && onRetry ? <Button onClick={onRetry}>{copy.retry}</Button> : undefined}
    />
  );
}
