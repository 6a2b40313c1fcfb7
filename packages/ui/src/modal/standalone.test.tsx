import { createInProcessEmulator, type InProcessEmulator, latestCode } from '@foyer/emulator/in-process';
import { AFTER_LOGIN_TIMING, ErrorCode, type FoyerError, type LoginComplete, useAuth } from '@foyer/headless';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe.ts';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { useLogin } from './useLogin.ts';

/** Spec §2 'Modal presentation': the modal's screens standalone, in the page where the host placed it. */
let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function Page({ onComplete, onError }: { onComplete(result: LoginComplete): void; onError(error: FoyerError): void }) {
  const { login } = useLogin({ onComplete, onError });
  const { ready, authenticated } = useAuth();
  return (
    <button type="button" disabled={!ready} data-authenticated={authenticated} onClick={() => login()}>
      Log in
    </button>
  );
}

function setup() {
  const onComplete = vi.fn<(result: LoginComplete) => void>();
  const onError = vi.fn<(error: FoyerError) => void>();
  render(
    <main>
      <ModalHarness emulator={emulator} modal={{ presentation: 'standalone' }}>
        <section aria-label="Sign-in area">
          <Page onComplete={onComplete} onError={onError} />
        </section>
      </ModalHarness>
    </main>,
  );
  return { onComplete, onError };
}

async function open() {
  const button = screen.getByRole('button', { name: 'Log in' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  await screen.findByRole('textbox', { name: 'Email address' });
  return document.querySelector<HTMLElement>('[data-slot="panel"]')!;
}

describe('<FoyerModal presentation="standalone">', () => {
  it('renders the screens in the page, not as a dialog: no overlay, no scroll lock, the page stays usable', async () => {
    setup();
    expect(document.querySelector('[data-slot="panel"]')).toBeNull();
    const panel = await open();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-slot="dialog-overlay"]')).toBeNull();
    expect(panel).toHaveAttribute('data-foyer-root', '');
    expect(panel).toHaveAttribute('data-size', 'full');
    expect(within(panel).getByRole('heading', { name: 'Log in or sign up' })).toBeInTheDocument();
    // Not portalled: inside the page's own tree, beside the host's content.
    expect(panel.closest('main')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-hidden');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('logs in with an e-mail code as the dialog does; onComplete once it is done, then it is gone', async () => {
    const { onComplete, onError } = setup();
    const panel = await open();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByRole('heading', { name: 'Enter confirmation code' })).toBeInTheDocument();
    const code = await latestCode(emulator, 'ada@example.com');
    const [first] = within(panel).getAllByRole('textbox', { name: /^Digit/ });
    fireEvent.paste(first!, { clipboardData: { getData: () => code } });
    await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
    await waitFor(() => expect(document.querySelector('[data-slot="panel"]')).toBeNull());
    expect(onError).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ intent: 'login', loginMethod: 'email', isNewUser: true }),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('data-authenticated', 'true');
  });

  it("its close button ends the intent ('exited_auth_flow') and removes the panel", async () => {
    const { onComplete, onError } = setup();
    const panel = await open();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelector('[data-slot="panel"]')).toBeNull());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }),
      ),
    );
    expect(onComplete).not.toHaveBeenCalled();
  });
});
