import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  defaultAppConfig,
  type FaultInput,
  type InProcessEmulator,
  latestCode,
} from '@foyer/emulator/in-process';
import {
  AFTER_LOGIN_TIMING,
  ErrorCode,
  type FoyerError,
  FoyerProvider,
  type LoginComplete,
  memoryStorage,
  WRONG_CODE_RESET_MS,
} from '@foyer/headless';
import { routeDomains as routes, type WireAppConfig } from '@foyer/headless/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wrongCode } from '../testing/codes.ts';
import '../testing/matchers.ts';
import type { LoginOptions } from '../intents.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { MODAL_RESET_DELAY_MS } from '../timing.ts';
import { FoyerModal, type FoyerModalProps } from './FoyerModal.tsx';
import { useLogin } from './useLogin.ts';
import { useModalStatus } from './useModalStatus.ts';

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
  const { isOpen } = useModalStatus();
  return (
    <>
      <button type="button" onClick={() => login(options)}>
        Open
      </button>
      <output data-testid="is-open">{String(isOpen)}</output>
    </>
  );
}

/** A fresh in-process emulator per test: the real provider API, called through its own fetch. */
let emulator: InProcessEmulator;

interface SetupOptions {
  /** Wire config fields over the emulator's default app. */
  app?: Partial<WireAppConfig>;
  faults?: FaultInput[];
  modal?: FoyerModalProps;
  options?: LoginOptions;
  /** Render in React's StrictMode (effects mount, unmount and mount again). */
  strict?: boolean;
  /** Test mode (`testing.fast`). */
  fast?: boolean;
}

function setup({ app, faults = [], modal, options, strict = false, fast }: SetupOptions = {}) {
  // Seeding merges into the app as it is: the default config first, then this test's fields.
  if (app) emulator.seed({ apps: [defaultAppConfig(DEFAULT_APP_ID), { id: DEFAULT_APP_ID, ...app }] });
  for (const fault of faults) emulator.faults.add(fault);
  const onComplete = vi.fn<(r: LoginComplete) => void>();
  const onError = vi.fn<(e: FoyerError) => void>();
  const tree = (
    <ModalHarness emulator={emulator} modal={modal} fast={fast}>
      <Opener options={options} onComplete={onComplete} onError={onError} />
    </ModalHarness>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { onComplete, onError };
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
};
const screenRoot = () => document.querySelector('[data-slot="screen"]');
const isOpen = () => screen.getByTestId('is-open').textContent;
const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const boxes = () => screen.getAllByRole('textbox', { name: /^Digit/ }) as HTMLInputElement[];
const pasteCode = (code: string) => fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => code } });
/** The code screen, once its code has been sent (it sends on entry). */
const codeSent = () =>
  waitFor(() =>
    expect(document.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'awaiting-code-input'),
  );
/** The code the emulator "sent" to the address `submitEmail` uses. */
const sentCode = () => latestCode(emulator, 'ada@example.com');

async function submitEmail(address = 'ada@example.com') {
  await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(emailInput(), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  emulator = await createInProcessEmulator();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FoyerModal', () => {
  it('renders nothing until opened', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isOpen()).toBe('false');
  });

  it('logs in with an e-mail code: landing → code → success, then closes and calls onComplete', async () => {
    const { onComplete, onError } = setup();
    const dialog = await open();
    expect(isOpen()).toBe('true');
    expect(dialog).toHaveAttribute('data-size');
    await screen.findByRole('textbox', { name: 'Email address' });
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toBeInTheDocument();
    await submitEmail();
    // Spec §4: Submit goes to the code screen, which sends the code.
    expect(await screen.findByRole('heading', { name: 'Enter confirmation code' })).toBeInTheDocument();
    await codeSent();
    expect(emulator.outbox('ada@example.com')).toHaveLength(1);

    pasteCode(await sentCode());
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'done'));
    expect(screen.getByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText("You're good to go!")).toBeInTheDocument();
    // A success is terminal: no Back.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();

    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
    await advance(AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isOpen()).toBe('false');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ isNewUser: true, loginMethod: 'email', wasAlreadyAuthenticated: false }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it("test mode (testing.fast): the modal closes once the code is accepted, without 2.3 s of 'Success!'", async () => {
    const { onComplete } = setup({ fast: true });
    await open();
    await submitEmail();
    await codeSent();
    pasteCode(await sentCode());
    // No timer is advanced: the holds take no time (fake time still follows real time, 1 s at most here).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 1_000 });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ loginMethod: 'email' }));
  });

  it("sends one code on entering the code screen, StrictMode's double mount included", async () => {
    setup({ strict: true });
    await open();
    await submitEmail();
    await codeSent();
    await advance(100);
    expect(emulator.outbox('ada@example.com')).toHaveLength(1);
  });

  it('a wrong code shakes, then clears and refocuses after 1.4 s', async () => {
    setup();
    await open();
    await submitEmail();
    await codeSent();
    const wrong = await wrongCode(emulator, 'ada@example.com');
    pasteCode(wrong);
    await screen.findByText('Invalid or expired verification code');
    expect(screenRoot()).toHaveAttribute('data-status', 'error');
    expect(document.querySelector('[data-slot="code-input"]')).toHaveAttribute('data-shake');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe(wrong);

    await advance(WRONG_CODE_RESET_MS);
    await waitFor(() =>
      expect(
        boxes()
          .map((b) => b.value)
          .join(''),
      ).toBe(''),
    );
    expect(document.querySelector('[data-slot="code-input"]')).not.toHaveAttribute('data-shake');
    expect(boxes()[0]).toHaveFocus();

    pasteCode(await sentCode());
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'done'));
  });

  it('a code whose reply was lost asks for a new one (never wrong-code copy), and the resent code logs in', async () => {
    setup({ faults: [{ path: routes.email.authenticate.path, status: 502, afterHandler: true, times: 1 }] });
    await open();
    await submitEmail();
    await codeSent();
    pasteCode(await sentCode());
    await screen.findByText("We couldn't confirm your code. Please request a new one.");
    expect(screenRoot()).toHaveAttribute('data-status', 'code-unconfirmed');
    // Nothing sends the spent code again: no wrong-code copy follows.
    await advance(500);
    expect(screen.queryByText('Invalid or expired verification code')).toBeNull();
    expect(screenRoot()).toHaveAttribute('data-status', 'code-unconfirmed');
    for (const box of boxes()) expect(box).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await codeSent();
    expect(emulator.outbox('ada@example.com')).toHaveLength(2);
    // Empty boxes for the new code.
    await waitFor(() =>
      expect(
        boxes()
          .map((b) => b.value)
          .join(''),
      ).toBe(''),
    );
    pasteCode(await sentCode());
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'done'));
  });

  it("'Resend code' resends and shows 'Code sent' for 30 s", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    setup();
    await open();
    await submitEmail();
    await codeSent();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('Code sent');
    expect(emulator.outbox('ada@example.com')).toHaveLength(2);
    await advance(30_000);
    await screen.findByRole('button', { name: 'Resend code' });
  });

  it('Back from the code screen returns to the landing screen with the address kept', async () => {
    setup();
    await open();
    await submitEmail('grace@example.com');
    await codeSent();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveAttribute('value', 'grace@example.com');
    expect(screenRoot()).toHaveAttribute('data-status', 'initial');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('closing early reports USER_EXITED_AUTH_FLOW', async () => {
    const { onComplete, onError } = setup();
    await open();
    await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('too many requests: the error screen; its button closes and onError gets the error', async () => {
    const { onError } = setup({
      faults: [{ path: routes.email.init.path, status: 429, body: { error: 'Too many requests' } }],
    });
    await open();
    await submitEmail();
    expect(await screen.findByRole('heading', { name: 'Request failed' })).toBeInTheDocument();
    expect(screenRoot()).toHaveAttribute('data-status', 'too-many-requests');
    expect(screen.getByText('Too many attempts.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: ErrorCode.TOO_MANY_REQUESTS }));
  });

  it('a 400 shows the server message; Try again starts over', async () => {
    setup({
      faults: [{ path: routes.email.init.path, status: 400, body: { error: 'Domain not allowed' }, times: 1 }],
    });
    await open();
    await submitEmail();
    expect(await screen.findByText('Domain not allowed')).toBeInTheDocument();
    expect(screenRoot()).toHaveAttribute('data-status', 'server-message');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Email address' });
    await submitEmail();
    await codeSent();
  });

  it('a no-signup login of an unknown address shows Account not found; its button starts over', async () => {
    const { onError } = setup({ options: { disableSignup: true } });
    await open();
    await submitEmail('stranger@example.com');
    await codeSent();
    pasteCode(await latestCode(emulator, 'stranger@example.com'));
    expect(await screen.findByRole('heading', { name: 'Account not found' })).toBeInTheDocument();
    expect(
      screen.getByText('Please try logging in again or go to Foyer Demo to create an account.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try logging in again' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }),
      ),
    );
  });

  it("an address off the allowlist shows the app's allowlist copy, its button linking out", async () => {
    setup({
      app: {
        allowlist_enabled: true,
        allowlist_config: {
          error_title: 'Acme is invite-only',
          error_detail: null,
          cta_text: 'Join the waitlist',
          cta_link: 'https://acme.test/waitlist',
        },
      },
    });
    await open();
    await submitEmail('outsider@example.com');
    await codeSent();
    pasteCode(await latestCode(emulator, 'outsider@example.com'));
    expect(await screen.findByRole('heading', { name: 'Acme is invite-only' })).toBeInTheDocument();
    expect(screen.getByText('Have you been invited?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      'https://acme.test/waitlist',
    );
  });

  it('an app config that could not be loaded shows the error screen; Try again fetches it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ faults: [{ path: routes.app.config.path, status: 503, times: 4 }] });
    await open();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screenRoot()).toHaveAttribute('data-status', 'config-unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('The app config could not be loaded'));
    error.mockRestore();
  });

  it("a '+' address is refused inline when the app disables plus addresses", async () => {
    setup({ app: { disable_plus_emails: true } });
    await open();
    await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(emailInput(), { target: { value: 'ada+1@example.com' } });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.keyDown(emailInput(), { key: 'Enter' });
    expect(await screen.findByText("Please enter a valid email address without a '+'.")).toBeInTheDocument();
    expect(screenRoot()).toHaveAttribute('data-status', 'error');
    expect(emulator.outbox()).toEqual([]);
    fireEvent.change(emailInput(), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'initial'));
  });

  it('Enter on an invalid address shows an inline message', async () => {
    setup();
    await open();
    await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(emailInput(), { target: { value: 'nope' } });
    fireEvent.keyDown(emailInput(), { key: 'Enter' });
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('resets 500 ms after closing; reopening starts fresh', async () => {
    setup();
    await open();
    await submitEmail();
    await codeSent();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await advance(MODAL_RESET_DELAY_MS);
    await open();
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveAttribute('value', '');
  });

  it('applies config: header, logo, truncated message, terms footer, prefill, Recent', async () => {
    emulator.seed({
      apps: [
        {
          id: DEFAULT_APP_ID,
          name: 'Acme',
          logo_url: 'https://example.com/logo.png',
          terms_and_conditions_url: 'https://example.com/terms',
          privacy_policy_url: 'javascript:alert(1)',
        },
      ],
    });
    const loginMessage = 'x'.repeat(150);
    render(
      <FoyerProvider
        appId={DEFAULT_APP_ID}
        apiUrl={emulator.url}
        testing={{ fetch: emulator.fetch }}
        storage={memoryStorage()}
        config={{ appearance: { landingHeader: 'Welcome to Acme', loginMessage } }}
      >
        <Opener
          options={{ prefill: { type: 'email', value: 'ada@example.com' } }}
          onComplete={vi.fn()}
          onError={vi.fn()}
        />
        <FoyerModal />
      </FoyerProvider>,
    );
    await open();
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', 'https://example.com/logo.png');
    const message = screen.getByText(/^x+…$/);
    expect(Array.from(message.textContent ?? '')).toHaveLength(100);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(emailInput()).toHaveAttribute('value', 'ada@example.com');
  });

  it('theme and accent apply to the scoped root; messages can be overridden', async () => {
    setup({ modal: { theme: 'dark', accentColor: '#e11d48', messages: { landing: { header: 'Bienvenue' } } } });
    await open();
    await screen.findByRole('heading', { name: 'Bienvenue' });
    const root = document.querySelector<HTMLElement>('[data-foyer-root]');
    expect(root).toHaveAttribute('data-foyer-theme', 'dark');
    expect(root?.style.getPropertyValue('--foyer-accent')).toBe('#e11d48');
    expect(root?.style.getPropertyValue('--foyer-accent-foreground')).toBe('#ffffff');
    expect(document.head.querySelector('style[data-foyer]')).toBeNull();
  });

  it("appearance.providerIcons replaces a provider's mark on its row; the others keep theirs", async () => {
    setup({
      app: { google_oauth: true, github_oauth: true },
      modal: { appearance: { providerIcons: { github: <img src="data:image/png;base64,AA==" alt="" /> } } },
    });
    await open();
    const github = await screen.findByRole('button', { name: 'GitHub' });
    expect(github.querySelector('[data-brand-mark="github"] img')).toHaveAttribute('src', 'data:image/png;base64,AA==');
    const google = screen.getByRole('button', { name: 'Google' });
    await waitFor(() => expect(google.querySelector('svg[data-brand-mark="google"][data-loaded]')).not.toBeNull());
  });
});

describe('FoyerModal accessibility', () => {
  it('the dialog is named by the screen title', async () => {
    setup();
    await open();
    await screen.findByRole('textbox', { name: 'Email address' });
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeInTheDocument();
  });
});

describe('FoyerModal focus', () => {
  /** Focuses the opener first, as a click or a key press on it would. */
  async function openFromButton() {
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus());
    return opener;
  }

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('returns to the element that opened the modal when it is closed with %s', async (_, close) => {
    setup();
    const opener = await openFromButton();
    close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix moves focus a task after the dialog unmounts.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns to the opener when the modal closes itself after success', async () => {
    setup();
    const opener = await openFromButton();
    await submitEmail();
    await codeSent();
    pasteCode(await sentCode());
    await screen.findByRole('heading', { name: 'Success!' });
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix moves focus a task after the dialog unmounts.
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('FoyerModal readiness and guards', () => {
  it('shows a spinner until the kit is ready', async () => {
    setup({ faults: [{ method: 'GET', path: routes.app.config.path, delayMs: 50 }] });
    await open();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screenRoot()).toHaveAttribute('data-status', 'loading');
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveFocus();
  });

  it('refuses login() while a user is logged in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onComplete } = setup();
    await open();
    await submitEmail();
    await codeSent();
    pasteCode(await sentCode());
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'done'));
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    await advance(MODAL_RESET_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logged in'));
    warn.mockRestore();
  });
});
