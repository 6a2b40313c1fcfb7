import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  defaultAppConfig,
  type InProcessEmulator,
  latestCode,
} from '@foyer/emulator/in-process';
import { AFTER_LOGIN_TIMING, ErrorCode, type FoyerError, type LoginComplete, useAuth } from '@foyer/headless';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import type { LoginOptions } from '../intents.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';

import { useLogin } from './useLogin.ts';

/**
 * The policy screens in the modal, against the in-process emulator: terms (accept, decline), the
 * allowlist, the user limit and a no-signup login of an unknown account.
 */
function Opener({
  options,
  onComplete,
  onError,
}: {
  options?: LoginOptions | undefined;
  onComplete(r: LoginComplete): void;
  onError(e: FoyerError): void;
}) {
  const { login } = useLogin({ onComplete, onError });
  const { user } = useAuth();
  return (
    <>
      <button type="button" onClick={() => login(options)}>
        Open
      </button>
      <output data-testid="user">{user ? `${user.email?.address} terms:${user.hasAcceptedTerms}` : 'none'}</output>
    </>
  );
}

let emulator: InProcessEmulator;

function setup({ app = {}, options }: { app?: Record<string, unknown>; options?: LoginOptions } = {}) {
  // Seeding merges into the app as it is: the default config first, then this test's fields.
  emulator.seed({ apps: [defaultAppConfig(DEFAULT_APP_ID), { id: DEFAULT_APP_ID, ...app }] });
  const onComplete = vi.fn<(r: LoginComplete) => void>();
  const onError = vi.fn<(e: FoyerError) => void>();
  render(
    <ModalHarness emulator={emulator}>
      <Opener options={options} onComplete={onComplete} onError={onError} />
    </ModalHarness>,
  );
  return { onComplete, onError };
}

const screenRoot = () => document.querySelector('[data-slot="screen"]');
const user = () => screen.getByTestId('user').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Opens the modal, submits the address and pastes the code it was sent. */
async function logIn(address: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(document.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'awaiting-code-input'),
  );
  const first = screen.getAllByRole('textbox', { name: /^Digit/ })[0]!;
  const code = await latestCode(emulator, address);
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

const terms = {
  require_users_accept_terms: true,
  terms_and_conditions_url: 'https://acme.test/terms',
  privacy_policy_url: 'javascript:alert(1)',
};

beforeEach(async () => {
  emulator = await createInProcessEmulator();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('terms consent after login (spec §2, §4 After login)', () => {
  it("a new user sees 'One last step' 0.9 s after the code; Accept → accept-terms → success → close", async () => {
    const { onComplete, onError } = setup({ app: terms });
    await logIn('ada@example.com');
    await waitFor(() =>
      expect(document.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'done'),
    );
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(await screen.findByRole('heading', { name: 'One last step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', 'https://acme.test/terms');
    expect(screen.queryByRole('link', { name: 'privacy policy' })).toBeNull();
    expect(user()).toBe('ada@example.com terms:false');
    // The user must choose: the header's close is not offered.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'done'));
    expect(user()).toBe('ada@example.com terms:true');
    expect(emulator.exportState().domains.users.map((record) => record.user.has_accepted_terms)).toEqual([true]);
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        intent: 'login',
        isNewUser: true,
        user: expect.objectContaining({ hasAcceptedTerms: true }),
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it("'No thanks' logs the user out and ends the login as exited", async () => {
    const { onComplete, onError } = setup({ app: terms });
    await logIn('ada@example.com');
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(user()).toBe('none'));
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a user who accepted already goes straight to success', async () => {
    emulator.seed({ users: [{ email: 'ada@example.com', has_accepted_terms: true }] });
    const { onComplete } = setup({ app: terms });
    await logIn('ada@example.com');
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'One last step' })).toBeNull();
    expect(onComplete).toHaveBeenCalledOnce();
  });
});

describe('policy rejections (spec §2, §8)', () => {
  it("an address off the allowlist gets the allowlist screen; 'Try another account' starts over", async () => {
    const { onError } = setup({ app: { allowlist_enabled: true, allowlist: ['@acme.test'] } });
    await logIn('outsider@example.com');
    expect(await screen.findByRole('heading', { name: "You don't have access to this app" })).toBeInTheDocument();
    expect(document.querySelector('[data-screen="allowlist"]')).toHaveAttribute('data-status', 'rejected');
    fireEvent.click(screen.getByRole('button', { name: 'Try another account' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }),
      ),
    );
  });

  it('a full app gets the user-limit screen; closing ends the login with the error', async () => {
    const { onError } = setup({ app: { max_users: 0 } });
    await logIn('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Unable to sign in' })).toBeInTheDocument();
    expect(document.querySelector('[data-screen="user-limit"]')).toHaveAttribute('data-status', 'limit-reached');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: ErrorCode.USER_LIMIT_REACHED })),
    );
    expect(user()).toBe('none');
  });

  it('disableSignup: an unknown address gets the account-not-found screen; an existing user logs in', async () => {
    emulator.seed({ users: [{ email: 'known@example.com' }] });
    setup({ options: { disableSignup: true } });
    await logIn('stranger@example.com');
    expect(await screen.findByRole('heading', { name: 'Account not found' })).toBeInTheDocument();
    expect(document.querySelector('[data-screen="account-not-found"]')).toHaveAttribute('data-status', 'not-found');
    fireEvent.click(screen.getByRole('button', { name: 'Try logging in again' }));
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: 'known@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.querySelector('[data-screen="enter-code"]')).toHaveAttribute(
        'data-status',
        'awaiting-code-input',
      ),
    );
    const code = await latestCode(emulator, 'known@example.com');
    fireEvent.paste(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!, { clipboardData: { getData: () => code } });
    await waitFor(() => expect(user()).toBe('known@example.com terms:false'));
  });
});
