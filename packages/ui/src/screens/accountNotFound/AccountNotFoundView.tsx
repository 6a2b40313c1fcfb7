'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Notice } from '../error/Notice.tsx';

/** One status: a no-signup login of an account that does not exist. */
export const accountNotFoundViewStatuses = ['not-found'] as const;
export type AccountNotFoundViewStatus = (typeof accountNotFoundViewStatuses)[number];

export interface AccountNotFoundViewProps {
  status?: AccountNotFoundViewStatus;
  /** The app's name, as text. */
  appName: string;
  /** 'Try logging in again': start over. */
  onRetry(): void;
}

/** Spec §2 'Account not found' (USER_DOES_NOT_EXIST, from a login with `disableSignup`). */
export function AccountNotFoundView({ status = 'not-found', appName, onRetry }: AccountNotFoundViewProps) {
  const copy = useMessages().accountNotFound;
  return (
    <Notice
      screen="account-not-found"
      status={status}
      title={copy.title}
      detail={format(copy.detail, { app: appName })}
      action={copy.action}
      onAction={onRetry}
    />
  );
}
