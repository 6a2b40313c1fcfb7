import {
  ErrorCode,
  type FoyerError,
  FoyerProvider,
  type LinkComplete,
  memoryStorage,
  STORAGE_KEY,
  useAuth,
} from '@foyer/headless';
import { createInProcessEmulator, DEFAULT_APP_ID, type InProcessEmulator, latestCode, loginWithEmail } from '@foyer/emulator/in-process';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { FoyerModal } from './FoyerModal.tsx';
import { SUCCESS_CLOSE_DELAY_MS, SUCCESS_DELAY_MS } from './timing.ts';
import { useLinkAccount } from './useLinkAccount.ts';

let emulator: InProcessEmulator;

beforeEach(async () => {
  emulator = await createInProcessEmulator();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Stored tokens of a logged-in user whose only account is not an e-mail (one e-mail per user may be
 * linked, and only e-mail login exists so far): the account is swapped through export/import.
 */
async function userWithoutEmail(): Promise<Record<string, string>> {
  const auth = await loginWithEmail(emulator, 'first@example.com');
  const state = emulator.exportState();
  state.users.find((record) => record.user.id === auth.user!.id)!.user.linked_accounts = [
    { type: 'custom_auth', custom_user_id: 'ext-1', verified_at: 1, first_verified_at: 1, latest_verified_at: 1 },
  ];
  await emulator.importState(state);
  return { [STORAGE_KEY.token]: auth.token!, [STORAGE_KEY.refreshToken]: auth.refresh_token! };
}

function LinkOpener({ onSuccess, onError }: { onSuccess(r: LinkComplete): void; onError(e: FoyerError): void }) {
  const { linkEmail } = useLinkAccount({ onSuccess, onError });
  const { ready, authenticated } = useAuth();
  return (
    <button type="button" disabled={!ready} data-authenticated={authenticated} onClick={linkEmail}>
      Link email
    </button>
  );
}

async function setup(stored: Record<string, string> = {}) {
  const onSuccess = vi.fn<(r: LinkComplete) => void>();
  const onError = vi.fn<(e: FoyerError) => void>();
  render(
    <FoyerProvider appId={DEFAULT_APP_ID} apiUrl={emulator.url} fetch={emulator.fetch} storage={memoryStorage(stored)} retryDelayMs={1}>
      <LinkOpener onSuccess={onSuccess} onError={onError} />
      <FoyerModal />
    </FoyerProvider>,
  );
  const button = screen.getByRole('button', { name: 'Link email' });
  await waitFor(() => expect(button).toBeEnabled());
  return { onSuccess, onError, button };
}

async function submitEmail(address: string) {
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('heading', { name: 'Enter confirmation code' });
  const first = screen.getAllByRole('textbox', { name: /^Digit/ })[0]!;
  fireEvent.paste(first, { clipboardData: { getData: () => latestCode(emulator, address) } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useLinkAccount().linkEmail()', () => {
  it('adds a verified address to the logged-in user; onSuccess fires when the modal closes', async () => {
    const { onSuccess, onError, button } = await setup(await userWithoutEmail());
    expect(button).toHaveAttribute('data-authenticated', 'true');
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Link your email' })).toBeInTheDocument();
    expect(screen.queryByText('Recent')).toBeNull();

    await submitEmail('second@example.com');
    await screen.findByText('Success!');
    await advance(SUCCESS_DELAY_MS + SUCCESS_CLOSE_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        linkMethod: 'email',
        linkedAccount: expect.objectContaining({ type: 'email', address: 'second@example.com' }),
        user: expect.objectContaining({ email: expect.objectContaining({ address: 'second@example.com' }) }),
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it("an address of another user: 'Authentication failed', and onError gets LINKED_TO_ANOTHER_USER on close", async () => {
    await loginWithEmail(emulator, 'taken@example.com');
    const { onSuccess, onError, button } = await setup(await userWithoutEmail());
    fireEvent.click(button);
    await submitEmail('taken@example.com');
    expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeInTheDocument();
    expect(screen.getByText('This account has already been linked to another user.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: ErrorCode.LINKED_TO_ANOTHER_USER })));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('closing early reports USER_EXITED_LINK_FLOW', async () => {
    const { onError, button } = await setup(await userWithoutEmail());
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Link your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: ErrorCode.USER_EXITED_LINK_FLOW })));
  });

  it('is refused, with a warning, when nobody is logged in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onError, button } = await setup();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs a logged-in user'));
    expect(onError).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
