'use client';
import { useScreenView } from '../screenViews.ts';
import { SignTransactionView } from './SignTransactionView.tsx';
import { useSigning } from './useSigning.ts';

/** An Ethereum transaction to sign, shown as one (see `useSigning`). */
export default function SignTransactionScreen() {
  const { request, status, error, sign } = useSigning(['wallet/sign-transaction']);
  const View = useScreenView('wallet/sign-transaction', SignTransactionView);
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
