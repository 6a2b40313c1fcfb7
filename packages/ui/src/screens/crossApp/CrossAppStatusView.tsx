'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

/** `verifying`: the provider app's popup is open, or its code is exchanged; `success`; `error`. */
export const crossAppStatusViewStatuses = ['verifying', 'success', 'error'] as const;
export type CrossAppStatusViewStatus = (typeof crossAppStatusViewStatuses)[number];

export interface CrossAppStatusViewProps {
  status: CrossAppStatusViewStatus;
  /** The provider app's name (its details), else its id. Rendered as text. */
  appName: string;
  /** The provider app's icon (its details); shown only when it is an http(s) address. */
  iconUrl?: string | null | undefined;
  /** The failure's detail (spec §8 'Cross-app'), in `error`. */
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
}

const isWebUrl = (url: string | null | undefined): url is string => {
  try {
    return url ? /^https?:$/.test(new URL(url).protocol) : false;
  } catch {
    return false;
  }
};

/**
 * The cross-app status screen: 'Verifying connection to {app}', then 'Successfully connected with
 * {app}' / 'You're good to go!', or 'Authentication failed' with the cross-app copy of spec §8 and Retry.
 */
export function CrossAppStatusView({ status, appName, iconUrl, detail, onRetry }: CrossAppStatusViewProps) {
  const m = useMessages();
  const copy = m.oauthStatus;
  const icon = isWebUrl(iconUrl) ? (
    <img src={iconUrl} alt={format(m.crossApp.appIcon, { app: appName })} className="size-12 rounded-lg" />
  ) : (
    <span
      role="img"
      aria-label={format(m.crossApp.appIcon, { app: appName })}
      className="flex size-12 items-center justify-center rounded-lg bg-muted font-semibold text-lg"
    >
      {appName.slice(0, 1).toUpperCase()}
    </span>
  );
  const badge = (className: string, glyph: React.ReactNode) => (
    <span className={`absolute -right-1 -bottom-1 flex size-6 items-center justify-center rounded-full ${className}`}>
      {glyph}
    </span>
  );
  if (status === 'verifying') {
    return (
      <Screen name="cross-app-status" status={status} className="min-h-72 items-center justify-center text-center">
        {icon}
        <Title>{format(copy.verifying, { provider: appName })}</Title>
        <Spinner label={format(copy.verifying, { provider: appName })} />
      </Screen>
    );
  }
  if (status === 'success') {
    return (
      <Screen name="cross-app-status" status={status} className="min-h-72 items-center justify-center text-center">
        <div className="relative">
          {icon}
          {badge('bg-success text-white', <CheckIcon size={16} />)}
        </div>
        <Title focused>{format(copy.successTitle, { provider: appName })}</Title>
        <Text>{copy.successDetail}</Text>
      </Screen>
    );
  }
  return (
    <Screen name="cross-app-status" status={status} className="items-center text-center">
      <div className="relative mt-4">
        {icon}
        {badge('bg-muted text-destructive', <AlertIcon size={16} />)}
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
