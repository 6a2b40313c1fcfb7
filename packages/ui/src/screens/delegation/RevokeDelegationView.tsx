'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { DelegationLayout } from './DelegationLayout.tsx';

/**
 * `prompt`: Confirm or Deny; `revoking`: access is revoked (Confirm busy); `success` and `error`:
 * the result, shown 2.5 s before the modal closes.
 */
export const revokeDelegationViewStatuses = ['prompt', 'revoking', 'success', 'error'] as const;
export type RevokeDelegationViewStatus = (typeof revokeDelegationViewStatuses)[number];

export interface RevokeDelegationViewProps {
  status: RevokeDelegationViewStatus;
  /** The app's name, rendered as text; null or empty: 'This app'. */
  appName: string | null;
  /** What failed (`error`), by code: e.g. USER_DECLINED_REVOKE, a network error. */
  error?: { code: FoyerErrorCode } | null;
  onConfirm(): void;
  onDeny(): void;
}

/**
 * Spec §2 'Revoke': 'Revoke offline access to wallet', what revoking ends, Confirm or Deny. Then
 * 'Offline access revoked', or the error's copy.
 */
export function RevokeDelegationView({ status, appName, error, onConfirm, onDeny }: RevokeDelegationViewProps) {
  const copy = useMessages().revokeDelegation;
  const app = appName ? { app: appName } : null;
  return (
    <DelegationLayout
      name="revoke-delegation"
      status={status}
      stage={status === 'prompt' ? 'prompt' : status === 'revoking' ? 'busy' : status}
      title={copy.title}
      description={app ? format(copy.descriptionForApp, app) : copy.description}
      confirm={{ label: copy.confirm, busyLabel: copy.revoking, onClick: onConfirm }}
      cancel={{ label: copy.deny, onClick: onDeny }}
      successTitle={copy.success}
      successDetail={app ? format(copy.successDetailForApp, app) : copy.successDetail}
      errorTitle={copy.error}
      error={error}
    />
  );
}
