'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

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
    <StatusScreen
      name="phantom-multichain"
      status={status}
      tone="error"
      retryable
      focusTitle={false}
      title={copy.title}
      description={copy.detail}
      actions={
        <>
          <Button onClick={onRetry}>{copy.retry}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {copy.cancel}
          </Button>
        </>
      }
    />
  );
}
