'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { WalletIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `connecting`: the loader while the wallet is connected (recovered on this device); `error`: it failed. */
export const connectWalletViewStatuses = ['connecting', 'error'] as const;
export type ConnectWalletViewStatus = (typeof connectWalletViewStatuses)[number];

export interface ConnectWalletViewProps {
  status: ConnectWalletViewStatus;
  /** The error's Close button. */
  onClose(): void;
}

/** Spec §2 'Connect wallet / recover screen': a loader, then 'Something went wrong. We're on it. Please try again later.' with Close. */
export function ConnectWalletView({ status, onClose }: ConnectWalletViewProps) {
  const copy = useMessages().recovery.connectWallet;
  const connecting = status === 'connecting';
  return (
    <StatusScreen
      name="connect-wallet"
      status={status}
      tone={connecting ? 'pending' : 'error'}
      icon={<WalletIcon />}
      title={connecting ? copy.connecting : copy.errorTitle}
      description={connecting ? undefined : copy.errorDetail}
      actions={connecting ? undefined : <Button onClick={onClose}>{copy.close}</Button>}
    />
  );
}
