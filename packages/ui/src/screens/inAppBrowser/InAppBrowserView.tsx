'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Notice } from '../error/Notice.tsx';

/** One status: a provider's login cannot run inside this in-app browser. */
export const inAppBrowserViewStatuses = ['unsupported'] as const;
export type InAppBrowserViewStatus = (typeof inAppBrowserViewStatuses)[number];

export interface InAppBrowserViewProps {
  status?: InAppBrowserViewStatus;
  /** 'Try another method': start over. */
  onBack(): void;
}

/** Spec §2 'In-app browser', §8: 'Could not log in with provider'. */
export function InAppBrowserView({ status = 'unsupported', onBack }: InAppBrowserViewProps) {
  const copy = useMessages().inAppBrowser;
  return (
    <Notice
      screen="in-app-browser"
      status={status}
      title={copy.title}
      detail={copy.detail}
      action={copy.action}
      onAction={onBack}
    />
  );
}
