'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { AddressRow } from '../../primitives/AddressRow.tsx';
import { DelegationLayout } from './DelegationLayout.tsx';

/**
 * `prompt`: Accept (and 'Not now' when cancellable); `delegating`: the wallet is delegated (Accept
 * busy); `success` and `error`: the result, shown 2.5 s before the modal closes.
 */
export const delegatedActionsConsentViewStatuses = ['prompt', 'delegating', 'success', 'error'] as const;
export type DelegatedActionsConsentViewStatus = (typeof delegatedActionsConsentViewStatuses)[number];

export interface DelegatedActionsConsentViewProps {
  status: DelegatedActionsConsentViewStatus;
  /** The app's name, rendered as text; null or empty: 'This app'. */
  appName: string | null;
  /** The wallet the app would use: its address (shown shortened, with a copy button) and its chain. */
  wallet: { address: string; chainType: 'ethereum' | 'solana' };
  /** Offers 'Not now' (the call's `isCancellable`); default false: Accept only. */
  isCancellable?: boolean;
  /** What failed (`error`), by code: e.g. USER_DECLINED_DELEGATION, a network error. */
  error?: { code: FoyerErrorCode } | null;
  onAccept(): void;
  /** 'Not now' (offered only when `isCancellable`). */
  onNotNow(): void;
  /** Writes the address to the clipboard; default `navigator.clipboard.writeText` (stories and tests pass their own). */
  writeText?: (text: string) => Promise<void>;
}

/**
 * Spec §2 'Delegated actions consent': 'Enable offline access': the app may use this wallet while
 * the user is away, only for the actions allowed, revocable at any time; the wallet; Accept, and
 * 'Not now' only when the call is cancellable. Then 'Offline access enabled', or the error's copy.
 */
export function DelegatedActionsConsentView({
  status,
  appName,
  wallet,
  isCancellable = false,
  error,
  onAccept,
  onNotNow,
  writeText,
}: DelegatedActionsConsentViewProps) {
  const copy = useMessages().delegatedActionsConsent;
  const app = appName ? { app: appName } : null;
  return (
    <DelegationLayout
      name="delegated-actions-consent"
      status={status}
      stage={status === 'prompt' ? 'prompt' : status === 'delegating' ? 'busy' : status}
      title={copy.title}
      description={app ? format(copy.descriptionForApp, app) : copy.description}
      confirm={{ label: copy.accept, busyLabel: copy.delegating, onClick: onAccept }}
      cancel={isCancellable ? { label: copy.notNow, onClick: onNotNow } : null}
      successTitle={copy.success}
      successDetail={app ? format(copy.successDetailForApp, app) : copy.successDetail}
      errorTitle={copy.error}
      error={error}
    >
      <AddressRow
        label={format(copy.wallet, { chain: copy.chains[wallet.chainType] })}
        address={wallet.address}
        copyLabel={copy.copyAddress}
        writeText={writeText}
      />
    </DelegationLayout>
  );
}
