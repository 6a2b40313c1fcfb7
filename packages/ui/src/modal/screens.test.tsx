import { createInProcessEmulator, type InProcessEmulator, latestCode } from '@foyer/emulator/in-process';
import type { LoginComplete } from '@foyer/headless';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { useMessages } from '../i18n/MessagesContext.tsx';
import type { ScreenViewProps } from '../screens/registry.ts';
import type { ScreenComponents } from '../screens/screenViews.ts';
import { wrongCode } from '../testing/codes.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { useLogin } from './useLogin.ts';

/** A host's own code screen: its own markup, the built-in View's props, the catalogue's copy. */
function MyEnterCode({ status, email, error, onSubmitCode, onResend }: ScreenViewProps['email/enter-code']) {
  const m = useMessages();
  const [code, setCode] = useState('');
  return (
    <form
      data-testid="my-enter-code"
      data-status={status}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitCode(code);
      }}
    >
      <p>Your code for {email}</p>
      <input aria-label="My code" value={code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit">Verify</button>
      <button type="button" onClick={onResend}>
        Again
      </button>
      {error ? <p role="alert">{errorMessage(error, m)}</p> : null}
    </form>
  );
}

let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
});
afterEach(() => vi.useRealTimers());

function Opener({ onComplete }: { onComplete(result: LoginComplete): void }) {
  const { login } = useLogin({ onComplete });
  return (
    <button type="button" onClick={() => login()}>
      Open
    </button>
  );
}

function setup(screens: ScreenComponents) {
  const onComplete = vi.fn<(result: LoginComplete) => void>();
  render(
    <ModalHarness emulator={emulator} modal={{ screens }}>
      <Opener onComplete={onComplete} />
    </ModalHarness>,
  );
  return { onComplete };
}

async function toCodeScreen() {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

const mine = () => screen.getByTestId('my-enter-code');
const typeCode = (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'My code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('<FoyerModal screens>', () => {
  it("a replaced code screen runs Foyer's flow: the code is sent on entry, a wrong one refused, the right one logs in", async () => {
    const { onComplete } = setup({ 'email/enter-code': MyEnterCode });
    await toCodeScreen();
    await waitFor(() => expect(mine()).toHaveAttribute('data-status', 'awaiting-code-input'));
    expect(screen.getByText('Your code for ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter confirmation code' })).toBeNull();
    expect(emulator.outbox('ada@example.com')).toHaveLength(1);

    typeCode(await wrongCode(emulator, 'ada@example.com'));
    await waitFor(() => expect(mine()).toHaveAttribute('data-status', 'error'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired verification code');

    typeCode(await latestCode(emulator, 'ada@example.com'));
    await waitFor(() => expect(mine()).toHaveAttribute('data-status', 'done'));
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(onComplete.mock.calls[0]![0]).toMatchObject({ loginMethod: 'email', isNewUser: true });
  });

  it('other screens stay built in; a lazy replacement shows the spinner while it loads', async () => {
    let resolve!: (module: { default: typeof MyEnterCode }) => void;
    const LazyEnterCode = lazy(() => new Promise<{ default: typeof MyEnterCode }>((done) => (resolve = done)));
    setup({ 'email/enter-code': LazyEnterCode });
    await toCodeScreen();
    // The landing was Foyer's; the code screen waits for the host's chunk.
    await waitFor(() => expect(document.querySelector('[data-screen="loading"]')).toBeInTheDocument());
    resolve({ default: MyEnterCode });
    await waitFor(() => expect(mine()).toHaveAttribute('data-status', 'awaiting-code-input'));
  });
});
