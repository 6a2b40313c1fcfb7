'use client';
import { type FormEvent, type ReactNode, useId } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import type { Messages } from '../../i18n/messages.en.ts';
import { Button } from '../../primitives/Button.tsx';
import { CopyButton } from '../../primitives/CopyButton.tsx';
import { KeyIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import { AcknowledgeCheckbox } from './AcknowledgeCheckbox.tsx';
import { PasswordField } from './PasswordField.tsx';
import { recoveryErrorMessage } from './recoveryCopy.ts';
import { type PasswordStrength, StrengthMeter } from './StrengthMeter.tsx';

/** The flow's stages (spec §2 'Password flow'); `done` shows as `success` or `error`. */
export type PasswordStage = 'creating' | 'saving' | 'confirming' | 'finalizing' | 'done';
/** Each stage is a status, and `done` is `success` or `error` (`errorCode` set). */
export const passwordViewStatuses = ['creating', 'saving', 'confirming', 'finalizing', 'success', 'error'] as const;
export type PasswordViewStatus = (typeof passwordViewStatuses)[number];
/** Why a typed password is refused (spec §5 'Password'). */
export type PasswordProblem = 'too_short' | 'invalid_characters';

export interface PasswordViewProps {
  stage: PasswordStage;
  /** `reset`: the wallet has a password already ('Reset your password'). Default `set`. */
  mode?: 'set' | 'reset';
  /** The password (typed or generated: 4 words). */
  password: string;
  /** Spec §5 'Strength' of `password` (an invalid one is weak); the meter shows once something is typed. */
  strength: PasswordStrength;
  /** Why `password` is refused, or null: Continue waits for a valid one. */
  passwordError?: PasswordProblem | null;
  /** `invalid_characters`: the offending characters, each once (a space is shown as SPACE). */
  invalidCharacters?: readonly string[];
  /** `confirming`: the password typed again. */
  confirmation: string;
  /** `finalizing`: the box 'I understand…' is ticked. */
  acknowledged: boolean;
  /** `finalizing`: the password is being set ('Set Password' busy). */
  submitting?: boolean;
  /** The user opened the flow (not the automatic wallet creation): `finalizing` offers Cancel. */
  userInitiated?: boolean;
  /** The downloaded file's name (spec: the app's name and '-privy-wallet-recovery.txt'). */
  fileName?: string;
  /** `done`: the failure's code (the password was not set); absent, it was. */
  errorCode?: string | null;
  onPasswordChange(password: string): void;
  /** A new generated password. */
  onRegenerate(): void;
  onConfirmationChange(confirmation: string): void;
  onAcknowledge(acknowledged: boolean): void;
  /** Continue: `creating` → `saving` → `confirming` → `finalizing`. */
  onContinue(): void;
  /** 'Set Password' (`finalizing`, ticked). */
  onSubmit(): void;
  /** Cancel (`finalizing`, `userInitiated`). */
  onCancel?: () => void;
  /** Close (`done`). */
  onClose(): void;
  /** Writes to the clipboard (default `navigator.clipboard.writeText`). */
  writeText?: (text: string) => Promise<void>;
}

/** Spec §5: 'Password must be at least 6 characters', or 'Invalid characters used ( … )' with a space as SPACE. */
function problemText(problem: PasswordProblem, characters: readonly string[], m: Messages): string {
  const copy = m.recovery.password;
  if (problem === 'too_short') return copy.tooShort;
  return format(copy.invalidCharacters, {
    characters: characters.map((character) => (character === ' ' ? copy.space : character)).join(' '),
  });
}

/**
 * Spec §2 'Password flow', one stage at a time: creating ('Set your password' or 'Reset your password',
 * show/hide, regenerate, the strength meter, Continue), saving ('Save your password', Copy and
 * Download), confirming ('Confirm your password'; 'Passwords do not match'), finalizing ('Confirm you
 * have saved', the box 'I understand…' before 'Set Password', Cancel when the user opened it), done
 * ('Success', or 'Something went wrong' and the error, with Close). The modal's Back goes a stage back.
 */
export function PasswordView(props: PasswordViewProps) {
  const { stage, errorCode = null, onClose } = props;
  const m = useMessages();
  const copy = m.recovery.password;
  if (stage === 'done') {
    const failed = errorCode !== null;
    return (
      <StatusScreen
        name="password"
        status={failed ? 'error' : 'success'}
        tone={failed ? 'error' : 'success'}
        icon={<KeyIcon />}
        title={failed ? copy.errorTitle : copy.success}
        description={failed ? recoveryErrorMessage(errorCode, m) : undefined}
        actions={<Button onClick={onClose}>{copy.close}</Button>}
      />
    );
  }
  return <PasswordForm {...props} stage={stage} />;
}

function PasswordForm({
  stage,
  mode = 'set',
  password,
  strength,
  passwordError = null,
  invalidCharacters = [],
  confirmation,
  acknowledged,
  submitting = false,
  userInitiated = false,
  fileName,
  onPasswordChange,
  onRegenerate,
  onConfirmationChange,
  onAcknowledge,
  onContinue,
  onSubmit,
  onCancel,
  writeText,
}: PasswordViewProps & { stage: Exclude<PasswordStage, 'done'> }) {
  const m = useMessages();
  const copy = m.recovery.password;
  const formId = useId();
  const mismatch = confirmation !== '' && !password.startsWith(confirmation);
  const ready = {
    creating: password !== '' && passwordError === null,
    saving: true,
    confirming: confirmation === password,
    finalizing: acknowledged && !submitting,
  }[stage];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (stage === 'finalizing') onSubmit();
    else onContinue();
  };

  let title: string;
  let description: string | undefined;
  let fields: ReactNode;
  if (stage === 'creating') {
    title = mode === 'reset' ? copy.resetTitle : copy.createTitle;
    description = copy.createDescription;
    fields = (
      <>
        <PasswordField
          label={copy.label}
          autoComplete="new-password"
          value={password}
          error={passwordError ? problemText(passwordError, invalidCharacters, m) : null}
          onValueChange={onPasswordChange}
        />
        {password === '' ? null : <StrengthMeter strength={strength} />}
        <Button variant="ghost" size="sm" className="self-center" onClick={onRegenerate}>
          {copy.regenerate}
        </Button>
      </>
    );
  } else if (stage === 'saving') {
    title = copy.saveTitle;
    description = copy.saveDescription;
    fields = (
      <>
        <p className="rounded-foyer-sm border border-border bg-muted px-3 py-2 text-center font-mono break-all">
          {password}
        </p>
        <div className="flex justify-center gap-2">
          <CopyButton
            value={password}
            label={m.copy.copy}
            copiedLabel={m.copy.copied}
            {...(writeText ? { writeText } : {})}
          />
          <Button variant="ghost" size="sm" asChild>
            <a
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(password)}`}
              download={fileName ?? copy.fileName}
            >
              {copy.download}
            </a>
          </Button>
        </div>
      </>
    );
  } else if (stage === 'confirming') {
    title = copy.confirmTitle;
    fields = (
      <PasswordField
        label={copy.confirmLabel}
        autoComplete="new-password"
        value={confirmation}
        error={mismatch ? copy.mismatch : null}
        onValueChange={onConfirmationChange}
      />
    );
  } else {
    title = copy.finalizeTitle;
    fields = (
      <AcknowledgeCheckbox checked={acknowledged} disabled={submitting} onChange={onAcknowledge}>
        {copy.acknowledge}
      </AcknowledgeCheckbox>
    );
  }

  return (
    <FormScreen
      name="password"
      status={stage}
      icon={<KeyIcon />}
      title={title}
      description={description}
      actions={
        <>
          <Button type="submit" form={formId} disabled={!ready} aria-busy={submitting}>
            {submitting ? <Spinner size="sm" /> : null}
            {stage === 'finalizing' ? copy.setPassword : copy.continue}
          </Button>
          {stage === 'finalizing' && userInitiated && onCancel ? (
            <Button variant="ghost" disabled={submitting} onClick={onCancel}>
              {copy.cancel}
            </Button>
          ) : null}
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {fields}
      </form>
    </FormScreen>
  );
}
