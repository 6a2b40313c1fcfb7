'use client';
import { useRecoverEmbeddedWallet } from '@foyer/headless';
import { useEffect, useRef, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { CloudRecoveryView, type CloudRecoveryViewStatus } from './CloudRecoveryView.tsx';
import { RecoverPasswordView } from './RecoverPasswordView.tsx';

/**
 * The recovery a wallet request waits for on a new device (`useRecoverEmbeddedWallet`): 'Enter your
 * password' (a wrong one: 'Invalid recovery password, please try again.'), or 'Confirm it's really
 * you' with the cloud's button, 'Recovering with X...', and the failure with 'Try again'. Over
 * another screen it disappears when the request goes on; as the modal's own screen, success closes
 * the modal. Leaving while it waits gives the request up.
 */
export default function RecoverScreen(): React.JSX.Element {
  const screen = useScreen('recovery/recover');
  const over = screen.params?.over === true;
  const PasswordView = useScreenView('recovery/recover', RecoverPasswordView);
  const { state, recoverWithPassword, recoverWithCloud, cancel } = useRecoverEmbeddedWallet();
  const [password, setPassword] = useState('');
  const { status, method } = state;

  // Leaving (the modal closed) while the request waits gives it up. After a tick: StrictMode's
  // unmount-and-mount again in development is not a leave.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => {
        const { status: now } = stateRef.current;
        if (now !== 'done' && now !== 'initial') cancel();
      }, 0);
    };
  }, [cancel]);
  const stateRef = useRef(state);
  stateRef.current = state;

  const { finish, lockClose } = screen;
  useEffect(() => {
    lockClose(status === 'recovering');
  }, [lockClose, status]);
  useEffect(() => {
    if (!over && status === 'done') finish('success');
  }, [over, status, finish]);

  if (method === 'google-drive' || method === 'icloud') {
    const cloudStatus: CloudRecoveryViewStatus =
      status === 'error' ? 'error' : status === 'done' ? 'success' : status === 'required' ? 'confirming' : 'pending';
    return (
      <CloudRecoveryView
        status={cloudStatus}
        provider={method}
        action="recover"
        onConfirm={() => void recoverWithCloud()}
      />
    );
  }
  const error = state.attemptError ?? (status === 'error' ? state.error : null);
  return (
    <PasswordView
      status={status === 'recovering' || status === 'done' ? 'submitting' : error ? 'error' : 'idle'}
      password={password}
      errorCode={error?.code ?? null}
      onPasswordChange={setPassword}
      onSubmit={() => void recoverWithPassword(password)}
    />
  );
}
