'use client';
import { useScreenView } from '../screenViews.ts';
import { SignRawHashView } from './SignRawHashView.tsx';
import { useSigning } from './useSigning.ts';

/** A raw hash to sign, with its warning (see `useSigning`). */
export default function SignRawHashScreen() {
  const { request, status, error, sign } = useSigning(['wallet/sign-raw-hash']);
  const View = useScreenView('wallet/sign-raw-hash', SignRawHashView);
  const { title, buttonText, iconUrl } = request.uiOptions;
  return (
    <View
      status={status}
      hash={request.hash}
      title={title}
      buttonText={buttonText}
      iconUrl={iconUrl}
      error={error}
      onSign={sign}
    />
  );
}
