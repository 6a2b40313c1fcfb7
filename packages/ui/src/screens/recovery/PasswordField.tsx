'use client';
import { useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { TextField, type TextFieldProps } from '../../primitives/TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end' | 'onChange'> {
  /** `new-password` on the forms that set one, `current-password` where one is typed back. */
  autoComplete: 'new-password' | 'current-password';
  onValueChange(value: string): void;
}

/**
 * A password field with its show/hide toggle: a button that stays 'Show password' and is pressed
 * while the password shows as text. The inline error is the field's (`aria-describedby`).
 */
export function PasswordField({ onValueChange, ...field }: PasswordFieldProps) {
  const copy = useMessages().recovery.password;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      onChange={(event) => onValueChange(event.target.value)}
      end={
        <Button
          variant="ghost"
          size="sm"
          className="aria-pressed:bg-muted"
          aria-label={copy.showLabel}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {copy.show}
        </Button>
      }
    />
  );
}
