'use client';
import type { AppConfig } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { Notice } from '../error/Notice.tsx';

/** One status: the login was refused because the account is not on the app's allowlist. */
export const allowlistViewStatuses = ['rejected'] as const;
export type AllowlistViewStatus = (typeof allowlistViewStatuses)[number];

/** The app's `allowlist_config`: each field, when set, replaces the default copy. */
export type AllowlistCopy = Partial<AppConfig['allowlistConfig']>;

export interface AllowlistViewProps {
  status?: AllowlistViewStatus;
  allowlist?: AllowlistCopy | null | undefined;
  /** The button, when it does not link out: start over with another account. */
  onRetry(): void;
}

/**
 * Spec §2 'Allowlist rejection': 'You don't have access to this app', 'Have you been invited?',
 * 'Try another account', each replaced by the app's copy (as text). With an http(s) `ctaLink` the
 * button is a link opening in a new tab; any other link is ignored.
 */
export function AllowlistView({ status = 'rejected', allowlist, onRetry }: AllowlistViewProps) {
  const m = useMessages();
  const copy = m.allowlistRejection;
  const { errorTitle, errorDetail, ctaText, ctaLink } = allowlist ?? {};
  return (
    <Notice
      screen="allowlist"
      status={status}
      title={errorTitle || copy.title}
      detail={errorDetail || copy.detail}
      action={ctaText || copy.action}
      href={safeHttpUrl(ctaLink)}
      onAction={onRetry}
    />
  );
}
