import {
  createInProcessEmulator,
  createSession,
  type InProcessEmulator,
  latestCode,
  loginWithEmail,
} from '@foyer/emulator/in-process';
import {
  AFTER_LOGIN_TIMING,
  ErrorCode,
  type FoyerError,
  type FoyerStorage,
  type LinkComplete,
  memoryStorage,
  type UpdateComplete,
  useAuth,
} from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';

import { useLinkAccount } from './useLinkAccount.ts';
import { useUpdateAccount } from './useUpdateAccount.ts';

let emulator: InProcessEmulator;

beforeEach(async () => {
  emulator = await createInProcessEmulator();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Stored tokens of a logged-in user whose only account is not an e-mail (a seeded custom-auth account). */
async function userWithoutEmail(): Promise<FoyerStorage> {
  const storage = memoryStorage();
  persistSession(
    storage,
    await createSession(emulator, { linked_accounts: [{ type: 'custom_auth', custom_user_id: 'ext-1' }] }),
  );
  return storage;
}

/** Stored tokens of a logged-in user with the e-mail `address`. */
async function userWithEmail(address: string): Promise<FoyerStorage> {
  const storage = memoryStorage();
  persistSession(storage, await loginWithEmail(emulator, address));
  return storage;
}

type Callbacks = { onSuccess(r: LinkComplete | UpdateComplete): void; onError(e: FoyerError): void };

/** The two openers for a logged-in user, side by side. */
function Openers(callbacks: Callbacks) {
  const { linkEmail } = useLinkAccount(callbacks);
  const { updateEmail } = useUpdateAccount(callbacks);
  const { ready, authenticated } = useAuth();
  return (
    <div data-authenticated={authenticated}>
      <button type="button" disabled={!ready} onClick={linkEmail}>
        Link email
      </button>
      <button type="button" disabled={!ready} onClick={updateEmail}>
        Update email
      </button>
    </div>
  );
}

/** Renders the openers and the modal; with a stored session, waits until its user is loaded. */
async function setup(stored?: FoyerStorage) {
  const onSuccess = vi.fn<Callbacks['onSuccess']>();
  const onError = vi.fn<Callbacks['onError']>();
  render(
    <ModalHarness emulator={emulator} storage={stored ?? memoryStorage()}>
      <Openers onSuccess={onSuccess} onError={onError} />
    </ModalHarness>,
  );
  const button = screen.getByRole('button', { name: 'Link email' });
  await waitFor(() => expect(button).toBeEnabled());
  await waitFor(() => expect(button.parentElement).toHaveAttribute('data-authenticated', String(stored !== undefined)));
  return { onSuccess, onError, button, updateButton: screen.getByRole('button', { name: 'Update email' }) };
}

async function submitEmail(address: string) {
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('heading', { name: 'Enter confirmation code' });
  const first = screen.getAllByRole('textbox', { name: /^Digit/ })[0]!;
  await waitFor(() => expect(first).toBeEnabled());
  const code = await latestCode(emulator, address);
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useLinkAccount().linkEmail()', () => {
  it('adds a verified address to the logged-in user; onSuccess fires when the modal closes', async () => {
    const { onSuccess, onError, button } = await setup(await userWithoutEmail());
    expect(button.parentElement).toHaveAttribute('data-authenticated', 'true');
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Link your email' })).toBeInTheDocument();
    expect(screen.queryByText('Recent')).toBeNull();

    await submitEmail('second@example.com');
    await screen.findByText('Success!');
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
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

  it("an address of another user: the transfer screen; 'No thanks' closes, onError gets ACCOUNT_TRANSFER_REQUIRED", async () => {
    await loginWithEmail(emulator, 'taken@example.com');
    const { onSuccess, onError, button } = await setup(await userWithoutEmail());
    fireEvent.click(button);
    await submitEmail('taken@example.com');
    expect(
      await screen.findByRole('heading', { name: 'Email address is associated with another account' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.ACCOUNT_TRANSFER_REQUIRED }),
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("'Transfer and delete account': 'Success!', then the modal closes and onSuccess gets the linked address", async () => {
    const other = await loginWithEmail(emulator, 'moving@example.com');
    const { onSuccess, onError, button } = await setup(await userWithoutEmail());
    fireEvent.click(button);
    await submitEmail('moving@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer and delete account' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({
          intent: 'link',
          linkMethod: 'email',
          linkedAccount: expect.objectContaining({ type: 'email', address: 'moving@example.com' }),
        }),
      ),
    );
    expect(onError).not.toHaveBeenCalled();
    expect(emulator.exportState().domains.users.map((record) => record.user.id)).not.toContain(other.user!.id);
  });

  it('closing early reports USER_EXITED_LINK_FLOW', async () => {
    const { onError, button } = await setup(await userWithoutEmail());
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Link your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_LINK_FLOW }),
      ),
    );
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

describe('useUpdateAccount().updateEmail()', () => {
  it("replaces the user's address with a new one verified by its code; onSuccess fires on close", async () => {
    const { onSuccess, onError, updateButton } = await setup(await userWithEmail('old@example.com'));
    fireEvent.click(updateButton);
    expect(await screen.findByRole('heading', { name: 'Update your email' })).toBeInTheDocument();
    await submitEmail('new@example.com');
    await screen.findByText('Success!');
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        updateMethod: 'email',
        updatedAccount: expect.objectContaining({ type: 'email', address: 'new@example.com' }),
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('closing early reports USER_EXITED_UPDATE_FLOW', async () => {
    const { onError, updateButton } = await setup(await userWithEmail('stay@example.com'));
    fireEvent.click(updateButton);
    await screen.findByRole('heading', { name: 'Update your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_UPDATE_FLOW }),
      ),
    );
  });

  it('a user without an e-mail gets the error screen, and onError FAILED_TO_UPDATE_ACCOUNT on close', async () => {
    const { onError, updateButton } = await setup(await userWithoutEmail());
    fireEvent.click(updateButton);
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(emulator.outbox('new@example.com')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.FAILED_TO_UPDATE_ACCOUNT }),
      ),
    );
  });
});
