'use client';
import { type EmailRules, validateEmail } from '@foyer/headless';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { TextField } from '../../primitives/TextField.tsx';

export interface EmailFormProps {
  defaultEmail: string;
  /** The app's rules for addresses (no '+'): Submit stays disabled until the address passes them. */
  emailRules: EmailRules | undefined;
  /** The last login used this address's method: the 'Recent' chip. */
  recent: boolean;
  /** Why the address was refused. */
  error: string | null;
  onSubmitEmail(email: string): void;
  onEmailChange: ((email: string) => void) | undefined;
}

/** The inline e-mail input of the landing screen, with its Submit button. */
export function EmailForm({ defaultEmail, emailRules, recent, error, onSubmitEmail, onEmailChange }: EmailFormProps) {
  const m = useMessages();
  const [email, setEmail] = useState(defaultEmail);
  const valid = validateEmail(email, emailRules) === null;
  const form = useSlot('email-form', 'flex flex-col');
  // Enter submits even while the button is disabled, so an invalid address gets its inline message.
  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    onSubmitEmail(email.trim());
  };
  return (
    <form noValidate onSubmit={submit} {...form} data-row="email">
      <TextField
        label={m.emailInput.label}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        // The landing screen exists to take this address; the dialog's focus starts here.
        autoFocus
        placeholder={m.emailInput.placeholder}
        value={email}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          onEmailChange?.(event.currentTarget.value);
        }}
        end={
          <>
            {recent ? <Chip>{m.landing.recent}</Chip> : null}
            <Button type="submit" size="sm" disabled={!valid}>
              {m.emailInput.submit}
            </Button>
          </>
        }
      />
    </form>
  );
}
