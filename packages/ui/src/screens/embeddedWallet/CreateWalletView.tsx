'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { Screen } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

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
  if (status === 'creating') {
    return (
      <Screen name="create-wallet" status={status} className="min-h-72 items-center justify-center text-center">
        <Spinner label={m.createWallet.creating} />
        <Title>{m.createWallet.creating}</Title>
      </Screen>
    );
  }
  return (
    <Screen name="create-wallet" status={status} className="items-center text-center">
      <ScreenIcon tone="danger" className="mt-4">
        <AlertIcon size={28} />
      </ScreenIcon>
      <Title focused>{m.createWallet.errorTitle}</Title>
      <Button className="mt-auto w-full" onClick={onClose}>
        {m.createWallet.close}
      </Button>
    </Screen>
  );
}
