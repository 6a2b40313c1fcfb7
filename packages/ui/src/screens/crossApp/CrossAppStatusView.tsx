'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { ConnectionStatus } from '../oauth/ConnectionStatus.tsx';

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
  const icon = isWebUrl(iconUrl) ? (
    <img src={iconUrl} alt={format(m.crossApp.appIcon, { app: appName })} />
  ) : (
    <span
      role="img"
      aria-label={format(m.crossApp.appIcon, { app: appName })}
      className="flex items-center justify-center font-semibold text-lg"
    >
      {appName.slice(0, 1).toUpperCase()}
    </span>
  );
  return (
    <ConnectionStatus
      name="cross-app-status"
      status={status}
      connection={appName}
      icon={icon}
      detail={detail}
      onRetry={onRetry}
    />
  );
}
