'use client';
import type { OAuthProvider } from '@foyer/headless';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';

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
  return (
    <ConnectionStatus
      name="oauth-status"
      status={status}
      connection={m.providerNames[provider]}
      icon={<BrandMark name={provider} size={28} />}
      detail={detail}
      onRetry={onRetry}
    />
  );
}
