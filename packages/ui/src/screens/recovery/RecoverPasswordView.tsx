'use client';
import { type FormEvent, useId } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { KeyIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';
import { PasswordField } from './PasswordField.tsx';
import { recoveryErrorMessage } from './recoveryCopy.ts';

/** `idle`: typing; `submitting`: the wallet is being recovered; `error`: it failed (the password stays). */
export const recoverPasswordViewStatuses = ['idle', 'submitting', 'error'] as const;
export type RecoverPasswordViewStatus = (typeof recoverPasswordViewStatuses)[number];

export interface RecoverPasswordViewProps {
  status: RecoverPasswordViewStatus;
  password: string;
  /** The wallet's error type or the error's code (`error` only): `invalid_recovery_pin` is a wrong password. */
  errorCode?: string | null;
  onPasswordChange(password: string): void;
  /** 'Recover your account' (only with something typed). */
  onSubmit(): void;
}

/**
 * Spec §2 'Recover wallet': 'Enter your password' with a show/hide toggle, the explainer 'Why is this
 * necessary?' and 'Recover your account' (disabled until something is typed, §5); a wrong password
 * reads 'Invalid recovery password, please try again.', any other failure 'An error has occurred,
 * please try again.' (§8).
 */
export function RecoverPasswordView({
  status,
  password,
  errorCode = null,
  onPasswordChange,
  onSubmit,
}: RecoverPasswordViewProps) {
  const m = useMessages();
  const copy = m.recovery.recoverPassword;
  const formId = useId();
  const busy = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && password !== '') onSubmit();
  };
  return (
    <FormScreen
      name="recover-password"
      status={status}
      icon={<KeyIcon />}
      title={copy.title}
      focusTitle={false}
      actions={
        <Button type="submit" form={formId} disabled={busy || password === ''} aria-busy={busy}>
          {busy ? <Spinner size="sm" /> : null}
          {copy.submit}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <PasswordField
          label={m.recovery.password.label}
          autoComplete="current-password"
          value={password}
          readOnly={busy}
          error={status === 'error' ? recoveryErrorMessage(errorCode, m) : null}
          onValueChange={onPasswordChange}
        />
        <details className="text-sm text-muted-foreground">
          <summary className="cursor-pointer font-medium text-foreground">{copy.why}</summary>
          <p className="mt-1">{copy.whyDetail}</p>
        </details>
      </form>
    </FormScreen>
  );
}
