'use client';
import { ErrorCode, embeddedWallets, useAppConfig, useAuth, useWalletPassword } from '@foyer/headless';
import { useEffect } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { PasswordView, type PasswordViewProps } from './PasswordView.tsx';

const problems = {
  [ErrorCode.PASSWORD_TOO_SHORT]: 'too_short',
  [ErrorCode.PASSWORD_INVALID_CHARACTERS]: 'invalid_characters',
} as const;

/**
 * Spec §2 'Password flow' on `useWalletPassword`: creating (a generated password to start with),
 * saving, confirming, finalizing, then Success (the modal closes 1.4 s later) or the error with
 * Close. The header's Back goes one stage back; from creating, to the previous screen.
 */
export default function SetPasswordScreen(): React.JSX.Element {
  const screen = useScreen('recovery/password');
  const View = useScreenView('recovery/password', PasswordView);
  const config = useAppConfig();
  const { user } = useAuth();
  const password = useWalletPassword();
  const { state } = password;
  const { interceptBack, lockClose, finish, close, navigate, params } = screen;
  const then = params?.then;
  // A wallet that has a password already: 'Reset your password'.
  const reset = embeddedWallets(user).some((wallet) => wallet.recoveryMethod === 'user-passcode');

  // A generated password to start with (spec §2 'generate or type').
  const { generatePassword } = password;
  useEffect(() => {
    if (state.status === 'creating' && state.password === '' && !state.generating)
      void generatePassword({ unlessTyped: true });
  }, [state.status, state.password, state.generating, generatePassword]);

  const { back } = password;
  useEffect(() => {
    interceptBack(() => {
      if (state.status === 'creating' || state.status === 'submitting' || state.status === 'done') return false;
      back();
      return true;
    });
    return () => interceptBack(null);
  }, [interceptBack, back, state.status]);

  useEffect(() => {
    lockClose(state.status === 'submitting');
  }, [lockClose, state.status]);
  useEffect(() => {
    if (state.status !== 'done') return;
    // Right after the wallet's creation: its success screen follows; else the modal closes.
    if (then) navigate('wallet/created', then);
    else finish('success');
  }, [state.status, finish, navigate, then]);

  const issue = state.issue;
  const stage: PasswordViewProps['stage'] =
    state.status === 'submitting'
      ? 'finalizing'
      : state.status === 'done' || state.status === 'error'
        ? 'done'
        : state.status;
  return (
    <View
      stage={stage}
      mode={reset ? 'reset' : 'set'}
      password={state.password}
      strength={state.strength}
      passwordError={issue && issue.code !== ErrorCode.PASSWORDS_DO_NOT_MATCH ? problems[issue.code] : null}
      invalidCharacters={issue?.details?.characters ?? []}
      confirmation={state.confirmation}
      acknowledged={state.acknowledged}
      submitting={state.status === 'submitting'}
      userInitiated={!then}
      fileName={`${config?.name ?? 'wallet'}-privy-wallet-recovery.txt`}
      {...(state.status === 'error' ? { errorCode: state.error?.code ?? null } : {})}
      onPasswordChange={password.setPassword}
      onRegenerate={() => void generatePassword()}
      onConfirmationChange={password.setConfirmation}
      onAcknowledge={password.acknowledge}
      onContinue={password.next}
      onSubmit={() => void password.submit()}
      onCancel={close}
      onClose={close}
    />
  );
}
