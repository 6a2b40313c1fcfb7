'use client';
import { useScreenView } from '../screenViews.ts';
import { SignSolanaTransactionView } from './SignSolanaTransactionView.tsx';
import { useSigning } from './useSigning.ts';

/** A Solana transaction to sign, shown as one, decoded (see `useSigning`). */
export default function SignSolanaTransactionScreen() {
  const { request, status, error, sign } = useSigning(['wallet/sign-solana-transaction']);
  const View = useScreenView('wallet/sign-solana-transaction', SignSolanaTransactionView);
  const { title, description, buttonText, iconUrl } = request.uiOptions;
  return (
    <View
      status={status}
      transaction={request.transaction}
      title={title}
      description={description}
      buttonText={buttonText}
      iconUrl={iconUrl}
      error={error}
      onSign={sign}
    />
  );
}
