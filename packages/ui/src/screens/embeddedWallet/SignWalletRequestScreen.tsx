'use client';
import { useScreenView } from '../screenViews.ts';
import { SignWalletRequestView } from './SignWalletRequestView.tsx';
import { useSigning } from './useSigning.ts';

/** A wallet-API request to sign as the user (see `useSigning`). */
export default function SignWalletRequestScreen() {
  const { request, status, error, sign } = useSigning(['wallet/sign-wallet-api-request']);
  const View = useScreenView('wallet/sign-wallet-api-request', SignWalletRequestView);
  const { title, description, buttonText, iconUrl } = request.uiOptions;
  return (
    <View
      status={status}
      request={request.request}
      title={title}
      description={description}
      buttonText={buttonText}
      iconUrl={iconUrl}
      error={error}
      onSign={sign}
    />
  );
}
