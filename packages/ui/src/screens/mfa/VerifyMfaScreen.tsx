'use client';
import { ErrorCode, useAuth, useMfa } from '@foyer/headless';
import { useEffect, useRef } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MfaVerifyChooserView } from './MfaVerifyChooserView.tsx';
import { MfaVerifyCodeView, type MfaVerifyCodeViewStatus } from './MfaVerifyCodeView.tsx';
import { MfaVerifyPasskeyView } from './MfaVerifyPasskeyView.tsx';
import type { MfaMethod } from './mfaCopy.ts';

/**
 * Spec §4 'MFA verification modal' on the waiting request's challenge (`useMfa`): the chooser, or
 * the only method at once (SMS texts its code, a passkey opens its prompt); a wrong code is typed
 * again, a blocking error disables retry. Over another screen it only disappears when the request
 * goes on; as the modal's own screen, success closes the modal. Leaving while it waits cancels it.
 */
export default function VerifyMfaScreen(): React.JSX.Element {
  const screen = useScreen('mfa/verify');
  const over = screen.params?.over === true;
  const CodeView = useScreenView('mfa/verify', MfaVerifyCodeView);
  const { state, init, submit, cancel, chooseAnother, resendCode } = useMfa();
  const { user } = useAuth();
  const { status, method, methods, codeError, attempts } = state;

  // The only method starts at once (spec §4), and so does a passkey the user picks.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || status !== 'required' || !method || codeError) return;
    if (method === 'totp') return;
    if (method === 'sms' && state.codeSent) return;
    started.current = true;
    void init(method);
  }, [status, method, codeError, state.codeSent, init]);

  // Leaving (the modal closed) while the request waits gives it up; once the code was sent, or the
  // challenge ended, the challenge ignores it. After a tick: StrictMode's unmount-and-mount again
  // in development is not a leave.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(cancel, 0);
    };
  }, [cancel]);

  const { close, finish } = screen;
  useEffect(() => {
    if (!over && status === 'done') finish('success');
  }, [over, status, finish]);

  const giveUp = () => {
    cancel();
    if (!over) close();
  };
  const pick = (picked: MfaMethod) => {
    started.current = true;
    void init(picked);
  };
  // 'Choose another method' only when several exist (spec §2).
  const another = methods.length > 1 ? { onChooseAnother: chooseAnother } : {};

  if (status === 'required' && method === null) {
    return <MfaVerifyChooserView methods={methods} onSelect={pick} onCancel={giveUp} />;
  }
  if (method === 'passkey') {
    const lastAdded = Math.max(
      0,
      ...(user?.linkedAccounts ?? []).flatMap((account) =>
        account.type === 'passkey' ? [account.firstVerifiedAt?.getTime() ?? account.verifiedAt.getTime()] : [],
      ),
    );
    const error = status === 'error' ? state.error : codeError;
    return (
      <MfaVerifyPasskeyView
        status={error ? 'error' : 'waiting'}
        errorCode={error?.code ?? null}
        lastAddedAt={lastAdded || null}
        onRetry={() => void init('passkey')}
        {...another}
        onCancel={giveUp}
      />
    );
  }
  const codeStatus: MfaVerifyCodeViewStatus =
    status === 'error'
      ? 'error'
      : status === 'sending-code'
        ? 'sending-code'
        : status === 'verifying' || status === 'done'
          ? 'submitting'
          : codeError?.code === ErrorCode.MISSING_OR_INVALID_MFA
            ? 'invalid-code'
            : 'awaiting-code';
  return (
    <CodeView
      status={codeStatus}
      method={method === 'sms' ? 'sms' : 'totp'}
      errorCode={state.error?.code ?? null}
      attempt={attempts}
      onSubmitCode={(code) => void submit(method ?? 'totp', code)}
      {...(method === 'sms' ? { onResend: () => void resendCode() } : {})}
      {...another}
      onCancel={giveUp}
    />
  );
}
