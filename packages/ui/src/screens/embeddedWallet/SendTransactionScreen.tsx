'use client';
import type { EthereumSendReceipt } from '@foyer/headless';
import { useState } from 'react';
import { formatUnits } from '../../lib/formatUnits.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { SendTransactionView } from './SendTransactionView.tsx';
import { useFunds } from './useFunds.ts';
import { useSigning } from './useSigning.ts';

/**
 * An Ethereum send: the prepared transaction, then the receipt (see `useSigning`). Without funds,
 * and when the app offers funding, 'Add funds on <chain> to complete transaction.' opens funding for
 * what is missing; back here, the balance is read again and Approve works once it covers the total.
 */
export default function SendTransactionScreen() {
  const [receipt, setReceipt] = useState<EthereumSendReceipt | null>(null);
  const { request, status, error, sign, close } = useSigning(['wallet/sign-send-transaction'], setReceipt);
  const screen = useScreen('wallet/sign-send-transaction');
  const View = useScreenView('wallet/sign-send-transaction', SendTransactionView);
  const { preview, recheckFunds } = request;
  const { funded, fundingOffered } = useFunds(preview.hasFunds, recheckFunds);
  const { transaction, total, balance } = preview;
  const addFunds = () =>
    screen.navigate('wallet/fund', {
      address: transaction.from,
      config: { chain: { id: transaction.chainId }, amount: formatUnits(total.value - balance, total.asset.decimals) },
      fromSend: true,
    });
  const { title, description, buttonText, successHeader, successDescription } = request.uiOptions;
  return (
    <View
      status={status}
      preview={funded === preview.hasFunds ? preview : { ...preview, hasFunds: funded }}
      title={title}
      description={description}
      buttonText={buttonText}
      successHeader={successHeader}
      successDescription={successDescription}
      receipt={receipt}
      onDone={close}
      error={error}
      onSign={sign}
      onAddFunds={fundingOffered && !funded ? addFunds : undefined}
    />
  );
}
