'use client';
import { useId, useState } from 'react';
import { CODE_LENGTH, type FoyerError } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { CodeInput } from '../../primitives/CodeInput.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { CheckIcon, MailIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

/** The e-mail flow's statuses once a code has been requested (spec §4). `error`: the code was refused. */
export const enterCodeViewStatuses = [
  'awaiting-code-input',
  'sending-code',
  'submitting-code',
  'error',
  'done',
] as const;
export type EnterCodeViewStatus = (typeof enterCodeViewStatuses)[number];

export interface EnterCodeViewProps {
  status: EnterCodeViewStatus;
  /** Where the code was sent. */
  email: string;
  /** The refused code's error (`error` status). */
  error?: Pick<FoyerError, 'code'> | null;
  /** Shake the boxes (the first moments of a wrong code). */
  shake?: boolean;
  /** Show 'Code sent' instead of 'Resend code' (30 s after a resend). */
  codeSent?: boolean;
  /** Changing it clears the boxes and focuses the first one. */
  attempt?: number;
  onSubmitCode(code: string): void;
  onResend(): void;
}

/** Spec §2 'Enter confirmation code': six boxes, auto-submit when full, resend with a 30 s badge. */
export function EnterCodeView({
  status,
  email,
  error,
  shake = false,
  codeSent = false,
  attempt = 0,
  onSubmitCode,
  onResend,
}: EnterCodeViewProps) {
  const m = useMessages();
  const messageId = useId();
  const [notNumeric, setNotNumeric] = useState(false);
  const done = status === 'done';
  const busy = status === 'submitting-code' || status === 'sending-code';
  const message = notNumeric ? m.validation.codeNotNumeric : status === 'error' ? errorMessage(error, m) : null;

  return (
    <Screen name="enter-code" status={status} className="items-center text-center">
      <div
        className={
          done
            ? 'mt-2 flex size-14 items-center justify-center rounded-full bg-success text-background'
            : 'mt-2 flex size-14 items-center justify-center rounded-full bg-muted text-foreground'
        }
      >
        {done ? <CheckIcon size={28} /> : <MailIcon size={28} />}
      </div>
      <Title>{m.enterCode.title}</Title>
      <Text>{format(m.enterCode.instructions, { email })}</Text>
      <CodeInput
        key={attempt}
        label={m.enterCode.codeLabel}
        cellLabel={(index, count) => format(m.enterCode.digitLabel, { index, count })}
        length={CODE_LENGTH}
        autoFocus={!done}
        disabled={busy || done}
        invalid={status === 'error'}
        shake={shake}
        describedBy={message ? messageId : undefined}
        onNonNumeric={() => setNotNumeric(true)}
        onChange={() => setNotNumeric(false)}
        onComplete={onSubmitCode}
      />
      <div className="flex min-h-6 items-center justify-center gap-2 text-sm" aria-live="polite">
        {message ? (
          <p id={messageId} data-slot="code-message" className="text-destructive">
            {message}
          </p>
        ) : status === 'submitting-code' ? (
          <>
            <Spinner size="sm" />
            <span className="text-muted-foreground">{m.enterCode.submitting}</span>
          </>
        ) : done ? (
          <p className="font-medium text-success">{m.enterCode.success}</p>
        ) : null}
      </div>
      <div className="mt-auto flex items-center justify-center gap-2 text-sm">
        <span className="text-muted-foreground">{m.enterCode.didntGet}</span>
        {codeSent ? (
          <Chip variant="success">
            <CheckIcon size={12} />
            {m.enterCode.codeSent}
          </Chip>
        ) : (
          <Button variant="link" disabled={busy || done} onClick={onResend}>
            {m.enterCode.resend}
          </Button>
        )}
      </div>
    </Screen>
  );
}
