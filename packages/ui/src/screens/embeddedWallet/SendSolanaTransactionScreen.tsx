'use client';
import type { SolanaSendReceipt } from '@foyer/headless';
import { useState } from 'react';
import { formatUnits } from '../../lib/formatUnits.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { SendSolanaTransactionView, solanaTotal } from './SendSolanaTransactionView.tsx';
import { useFunds } from './useFunds.ts';
import { useSigning } from './useSigning.ts';

/**
 * A Solana send: the decoded transaction, then the receipt (see `useSigning`). Without funds, and
 * when the app offers funding, 'Add funds on Solana to complete transaction.' opens funding for the
 * fee payer; back here, the send is prepared again and Approve works once it is covered.
 */
export default function SendSolanaTransactionScreen() {
  const [receipt, setReceipt] = useState<SolanaSendReceipt | null>(null);
  const { request, status, error, sign, close } = useSigning(['wallet/sign-send-solana-transaction'], setReceipt);
  const screen = useScreen('wallet/sign-send-solana-transaction');
  const View = useScreenView('wallet/sign-send-solana-transaction', SendSolanaTransactionView);
  const { preview, recheckFunds } = request;
  const { funded, fundingOffered } = useFunds(preview.hasFunds, recheckFunds);
  const missing = solanaTotal(preview.fee, preview.instructions).value - preview.balance;
  const addFunds = () =>
    screen.navigate('wallet/fund', {
      address: preview.feePayer,
      config: missing > 0n ? { amount: formatUnits(missing, preview.fee.asset.decimals) } : {},
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
