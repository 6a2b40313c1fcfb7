'use client';
import { useScreenView } from '../screenViews.ts';
import { SignAuthorizationView } from './SignAuthorizationView.tsx';
import { useSigning } from './useSigning.ts';

/** An EIP-7702 authorization to sign, with its warning (see `useSigning`). */
export default function SignAuthorizationScreen() {
  const { request, status, error, sign } = useSigning(['wallet/sign-authorization']);
  const View = useScreenView('wallet/sign-authorization', SignAuthorizationView);
  const { title, buttonText, iconUrl } = request.uiOptions;
  return (
    <View
      status={status}
      authorization={request.authorization}
      title={title}
      buttonText={buttonText}
      iconUrl={iconUrl}
      error={error}
      onSign={sign}
    />
  );
}
