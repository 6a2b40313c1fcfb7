'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { AddressRow } from '../../primitives/AddressRow.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `created`: the user has a wallet; `failed`: no wallet exists after creation. */
export const walletCreatedViewStatuses = ['created', 'failed'] as const;
export type WalletCreatedViewStatus = (typeof walletCreatedViewStatuses)[number];

export interface WalletCreatedViewProps {
  status: WalletCreatedViewStatus;
  /** A new user is welcomed; a returning one is told the account is secured. */
  isNewUser: boolean;
  /** 'Welcome to {app}' when set. */
  appName?: string | null;
  /** The primary wallet's address, shown with a copy button. */
  address?: string | null;
  /** Writes to the clipboard (default `navigator.clipboard.writeText`). */
  writeText?: (text: string) => Promise<void>;
}

/**
 * Spec §2 'Wallet-created success': 'Welcome' (to the app) for a new user, else 'All set!'; if no
 * wallet exists, 'Failed to create wallet'. The modal closes it after 2.5 s.
 */
export function WalletCreatedView({ status, isNewUser, appName, address, writeText }: WalletCreatedViewProps) {
  const m = useMessages();
  const copy = m.walletCreated;
  const failed = status === 'failed';
  const title = failed
    ? copy.failed
    : isNewUser
      ? appName
        ? format(copy.welcomeTo, { app: appName })
        : copy.welcome
      : copy.allSet;

  return (
    <StatusScreen
      name="wallet-created"
      status={status}
      tone={failed ? 'error' : 'success'}
      title={title}
      description={failed ? undefined : isNewUser ? copy.welcomeDetail : copy.allSetDetail}
    >
      {!failed && address ? (
        <AddressRow label={copy.address} address={address} copyLabel={copy.copyAddress} writeText={writeText} />
      ) : null}
    </StatusScreen>
  );
}
