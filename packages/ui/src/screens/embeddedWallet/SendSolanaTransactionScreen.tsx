'use client';
import type { SolanaSendReceipt } from '@foyer/headless';
import { useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { SendSolanaTransactionView } from './SendSolanaTransactionView.tsx';
import { useSigning } from './useSigning.ts';

/** A Solana send: the decoded transaction, then the receipt (see `useSigning`). */
export default function SendSolanaTransactionScreen() {
  const [receipt, setReceipt] = useState<SolanaSendReceipt | null>(null);
  const { request, status, error, sign, close } = useSigning(['wallet/sign-send-solana-transaction'], setReceipt);
  const View = useScreenView('wallet/sign-send-solana-transaction', SendSolanaTransactionView);
  const { title, description, buttonText, successHeader, successDescription } = request.uiOptions;
  return (
    <View
      status={status}
      preview={request.preview}
      title={title}
      description={description}
      buttonText={buttonText}
      successHeader={successHeader}
      successDescription={successDescription}
      receipt={receipt}
      onDone={close}
      error={error}
      onSign={sign}
    />
  );
}
