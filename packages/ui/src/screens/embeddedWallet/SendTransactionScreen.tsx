'use client';
import type { EthereumSendReceipt } from '@foyer/headless';
import { useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { SendTransactionView } from './SendTransactionView.tsx';
import { useSigning } from './useSigning.ts';

/** An Ethereum send: the prepared transaction, then the receipt (see `useSigning`). */
export default function SendTransactionScreen() {
  const [receipt, setReceipt] = useState<EthereumSendReceipt | null>(null);
  const { request, status, error, sign, close } = useSigning(['wallet/sign-send-transaction'], setReceipt);
  const View = useScreenView('wallet/sign-send-transaction', SendTransactionView);
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
