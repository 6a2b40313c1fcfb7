'use client';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { CodeInput } from '../../primitives/CodeInput.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';

/** Spec §9: SMS and authenticator-app codes are 6 digits. */
const MFA_CODE_LENGTH = 6;

/**
 * What the boxes do: `sending` (an SMS code is on its way: locked), `typing`, `submitting` (the code
 * is checked: read-only), `invalid` (refused: type it again), `blocked` (a blocking error: locked,
 * no retry).
 */
export type MfaCodePhase = 'sending' | 'typing' | 'submitting' | 'invalid' | 'blocked';

export interface MfaCodeScreenProps {
  name: string;
  status: string;
  title: string;
  description: string;
  phase: MfaCodePhase;
  /** The error line of `invalid` and `blocked`. */
  error?: string | null;
  /** Shake the boxes (the first moments of a wrong code). */
  shake?: boolean | undefined;
  /** Changing it clears the boxes and focuses the first one. */
  attempt?: number | undefined;
  onSubmitCode(code: string): void;
  /** Buttons under Verify ('Choose another method', 'Cancel'). */
  actions?: ReactNode;
  footer?: ReactNode | undefined;
}

/**
 * The 6-digit code screens of MFA (verification and enrollment), spec §5 'Code input': six boxes
 * (paste fills them, whitespace stripped; Backspace clears a digit and moves back) that submit
 * once full, and Verify (or Enter), which refuses anything but exactly 6 numbers, an empty code too.
 */
export function MfaCodeScreen({
  name,
  status,
  title,
  description,
  phase,
  error = null,
  shake = false,
  attempt = 0,
  onSubmitCode,
  actions,
  footer,
}: MfaCodeScreenProps) {
  const m = useMessages();
  const formId = useId();
  const messageId = useId();
  const typed = useRef('');
  const [invalidInput, setInvalidInput] = useState<'not-numeric' | 'length' | null>(null);
  const [lastAttempt, setLastAttempt] = useState(attempt);
  if (attempt !== lastAttempt) {
    // New boxes: nothing typed, nothing to complain about.
    setLastAttempt(attempt);
    setInvalidInput(null);
    typed.current = '';
  }
  const blocked = phase === 'blocked';
  const busy = phase === 'sending' || phase === 'submitting';
  const message =
    invalidInput === 'not-numeric'
      ? m.mfa.codeNotNumeric
      : invalidInput === 'length'
        ? m.mfa.codeLength
        : phase === 'invalid' || blocked
          ? error
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || blocked) return;
    if (typed.current.length !== MFA_CODE_LENGTH) setInvalidInput('length');
    else onSubmitCode(typed.current);
  };

  return (
    <FormScreen
      name={name}
      status={status}
      tone={blocked ? 'error' : 'info'}
      icon={<ShieldIcon />}
      title={title}
      description={description}
      message={
        message ? (
          <ErrorMessage id={messageId}>{message}</ErrorMessage>
        ) : busy ? (
          <>
            <Spinner size="sm" />
            <span className="text-muted-foreground">{phase === 'sending' ? m.mfa.sending : m.mfa.submitting}</span>
          </>
        ) : null
      }
      actions={
        <>
          {blocked ? null : (
            <Button type="submit" form={formId} disabled={busy}>
              {m.mfa.verify}
            </Button>
          )}
          {actions}
        </>
      }
      footer={footer}
    >
      <form id={formId} noValidate onSubmit={submit}>
        <CodeInput
          key={attempt}
          label={m.mfa.codeLabel}
          cellLabel={(index, count) => format(m.enterCode.digitLabel, { index, count })}
          length={MFA_CODE_LENGTH}
          autoFocus
          disabled={phase === 'sending' || blocked}
          readOnly={phase === 'submitting'}
          invalid={phase === 'invalid' || invalidInput !== null}
          shake={shake}
          describedBy={message ? messageId : undefined}
          onNonNumeric={() => setInvalidInput('not-numeric')}
          onChange={(code) => {
            typed.current = code;
            setInvalidInput(null);
          }}
          onComplete={onSubmitCode}
        />
      </form>
    </FormScreen>
  );
}
