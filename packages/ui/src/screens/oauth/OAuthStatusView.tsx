'use client';
import type { OAuthProvider } from '@foyer/headless';
import { ProviderIcon } from '../../brand/ProviderIcon.tsx';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

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
  const icon = <ProviderIcon provider={provider} label={format(copy.providerIcon, { provider: name })} />;
  if (status === 'verifying') {
    return (
      <Screen name="oauth-status" status={status} className="min-h-72 items-center justify-center text-center">
        {icon}
        <Title>{format(copy.verifying, { provider: name })}</Title>
        <Spinner label={format(copy.verifying, { provider: name })} />
      </Screen>
    );
  }
  if (status === 'success') {
    return (
      <Screen name="oauth-status" status={status} className="min-h-72 items-center justify-center text-center">
        <div className="relative">
          {icon}
          <span className="absolute -right-1 -bottom-1 flex size-6 items-center justify-center rounded-full bg-success text-white">
            <CheckIcon size={16} />
          </span>
        </div>
        <Title focused>{format(copy.successTitle, { provider: name })}</Title>
        <Text>{copy.successDetail}</Text>
      </Screen>
    );
  }
  return (
    <Screen name="oauth-status" status={status} className="items-center text-center">
      <div className="relative mt-4">
        {icon}
        <span className="absolute -right-1 -bottom-1 flex size-6 items-center justify-center rounded-full bg-muted text-destructive">
          <AlertIcon size={16} />
        </span>
      </div>
      <Title focused>{copy.failedTitle}</Title>
      {detail ? <Text>{detail}</Text> : null}
      {onRetry ? (
        <Button className="mt-auto w-full" onClick={onRetry}>
          {copy.retry}
        </Button>
      ) : null}
    </Screen>
  );
}
