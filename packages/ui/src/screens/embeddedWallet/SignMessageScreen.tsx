'use client';
import { useScreenView } from '../screenViews.ts';
import { SignMessageView } from './SignMessageView.tsx';
import { useSigning } from './useSigning.ts';

const ids = ['wallet/sign-message', 'wallet/sign-typed-data', 'wallet/sign-solana-message'] as const;

/** A message, typed data or a Solana message to sign: spec §2 'Sign message' (see `useSigning`). */
export default function SignMessageScreen() {
  const { request, status, error, sign } = useSigning(ids);
  const View = useScreenView(ids, SignMessageView);
  const { title, description, buttonText, iconUrl } = request.uiOptions;
  return (
    <View
      status={status}
      message={request.kind === 'typed-data' ? request.typedData : request.message}
      format={request.kind === 'typed-data' ? 'typed-data' : request.encoding === 'hex' ? 'hex' : 'text'}
      title={title}
      description={description}
      buttonText={buttonText}
      iconUrl={iconUrl}
      error={error}
      onSign={sign}
    />
  );
}
