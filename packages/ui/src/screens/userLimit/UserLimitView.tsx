'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Notice } from '../error/Notice.tsx';

/** One status: the app cannot take new users. */
export const userLimitViewStatuses = ['limit-reached'] as const;
export type UserLimitViewStatus = (typeof userLimitViewStatuses)[number];

export interface UserLimitViewProps {
  status?: UserLimitViewStatus;
  /** 'Go back': start over. */
  onBack(): void;
}

/** Spec §2 'User limit' (USER_LIMIT_REACHED). */
export function UserLimitView({ status = 'limit-reached', onBack }: UserLimitViewProps) {
  const copy = useMessages().userLimit;
  return (
    <Notice
      screen="user-limit"
      status={status}
      title={copy.title}
      detail={copy.detail}
      action={copy.action}
      onAction={onBack}
    />
  );
}
