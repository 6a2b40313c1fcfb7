import { errorMessage, type ScreenViewProps, useMessages } from '@foyer/ui';
import { Button, Screen, Spinner, Text, TextField, Title } from '@foyer/ui/primitives';
import { useState } from 'react';

/**
 * The host's own 'email/enter-code' screen: one field instead of six boxes, built from Foyer's
 * primitives. Sending, verifying, resending and what follows the login stay Foyer's.
 */
export default function MyEnterCode({ status, email, error, onSubmitCode }: ScreenViewProps['email/enter-code']) {
  const m = useMessages();
  const [code, setCode] = useState('');
  const busy = status === 'sending-code' || status === 'submitting-code';
  return (
    <Screen name="my-enter-code" status={status}>
      <Title>Your Acme code</Title>
      <Text>We sent a code to {email}.</Text>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmitCode(code);
        }}
      >
        <TextField
          label="Acme code"
          showLabel
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={status === 'error' && error ? errorMessage(error, m) : null}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" disabled={busy || status === 'done'}>
          {busy ? <Spinner size="sm" /> : null}
          {status === 'done' ? 'Verified' : 'Verify'}
        </Button>
      </form>
    </Screen>
  );
}
