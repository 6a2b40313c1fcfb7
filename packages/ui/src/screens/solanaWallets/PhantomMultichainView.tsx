'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';

/** One status: Phantom gave no Solana account (its multichain setting is off). */
export const phantomMultichainViewStatuses = ['error'] as const;
export type PhantomMultichainViewStatus = (typeof phantomMultichainViewStatuses)[number];

export interface PhantomMultichainViewProps {
  status?: PhantomMultichainViewStatus;
  /** 'Try again': connect once more. */
  onRetry(): void;
  /** 'Cancel'. */
  onCancel(): void;
}

/** Spec wallets §2 'Phantom multichain error' (PHANTOM_MULTICHAIN_DISABLED). */
export function PhantomMultichainView({ status = 'error', onRetry, onCancel }: PhantomMultichainViewProps) {
  const copy = useMessages().phantomMultichain;
  return (
    <Screen name="phantom-multichain" status={status} className="items-center text-center">
      <ScreenIcon tone="danger" className="mt-4">
        <AlertIcon size={28} />
      </ScreenIcon>
      <Title>{copy.title}</Title>
      <Text>{copy.detail}</Text>
      <div className="mt-auto flex w-full flex-col gap-3">
        <Button className="w-full" onClick={onRetry}>
          {copy.retry}
        </Button>
        <Button variant="secondary" className="w-full" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </Screen>
  );
}
