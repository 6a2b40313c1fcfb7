'use client';
import { type FoyerError, useAuth } from '@foyer/headless';
import { useEffect, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { SignMessageView, type SignMessageViewStatus } from './SignMessageView.tsx';

/**
 * Spec §2 'Sign message' and §4: confirms a signature the headless layer asks for. 'Sign and
 * continue' approves (the wallet signs), 'Signing...' meanwhile, success shows 1.4 s and the modal
 * closes; an error shows its copy with Retry (the request stays open). Closing the modal before
 * that rejects the request (the modal's intent). `uiOptions.isCancellable: false` takes the way out
 * away until the user has tried; none is offered while signing. A logout (here or in another tab)
 * closes it: there is no wallet left to sign with.
 */
export default function SignMessageScreen() {
  const screen = useScreen('wallet/sign-message');
  const View = useScreenView('wallet/sign-message', SignMessageView);
  const { request } = screen.params;
  const { title, description, buttonText, iconUrl, isCancellable = true } = request.uiOptions;
  const [status, setStatus] = useState<SignMessageViewStatus>('idle');
  const [error, setError] = useState<FoyerError | null>(null);
  const locked = status === 'signing' || (!isCancellable && status === 'idle');
  const { lockClose, close } = screen;
  const { authenticated } = useAuth();

  useEffect(() => {
    lockClose(locked);
  }, [lockClose, locked]);

  useEffect(() => {
    if (!authenticated) close();
  }, [authenticated, close]);

  const sign = () => {
    setStatus('signing');
    setError(null);
    request.approve().then(
      () => {
        setStatus('success');
        screen.finish('success');
      },
      (failure: FoyerError) => {
        setError(failure);
        setStatus('error');
      },
    );
  };

  return (
    <View
      status={status}
      message={request.displayMessage}
      title={title}
      description={description}
      buttonText={buttonText}
      iconUrl={iconUrl}
      error={error}
      onSign={sign}
    />
  );
}
