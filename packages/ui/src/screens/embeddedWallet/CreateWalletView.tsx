'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `creating`: the loader while the wallets are created; `error`: creation failed. */
export const createWalletViewStatuses = ['creating', 'error'] as const;
export type CreateWalletViewStatus = (typeof createWalletViewStatuses)[number];

export interface CreateWalletViewProps {
  status: CreateWalletViewStatus;
  /** The error's Close button. */
  onClose(): void;
}

/** Spec §2 'Create-wallet screen': a loader that says what it does; on error 'Something went wrong' with a Close button. */
export function CreateWalletView({ status, onClose }: CreateWalletViewProps) {
  const m = useMessages();
  const creating = status === 'creating';
  return (
    <StatusScreen
      name="create-wallet"
      status={status}
      tone={creating ? 'pending' : 'error'}
      title={creating ? m.createWallet.creating : m.createWallet.errorTitle}
      actions={creating ? undefined : <Button onClick={onClose}>{m.createWallet.close}</Button>}
    />
  );
}
