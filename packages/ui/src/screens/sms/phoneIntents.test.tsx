import {
  createInProcessEmulator,
  createSession,
  DEFAULT_APP_ID,
  type InProcessEmulator,
  latestCode,
} from '@foyer/emulator/in-process';
import {
  AFTER_LOGIN_TIMING,
  ErrorCode,
  type FoyerError,
  type LinkComplete,
  memoryStorage,
  type UpdateComplete,
  useAuth,
} from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../testing/matchers.ts';
import { useLinkAccount } from '../../modal/useLinkAccount.ts';
import { useUpdateAccount } from '../../modal/useUpdateAccount.ts';
import { ModalHarness } from '../../testing/ModalHarness.tsx';

/** The phone tools (libphonenumber, its own chunk) arrive once `gate` has settled. */
const phoneTools = vi.hoisted(() => ({ gate: Promise.resolve() as Promise<unknown> }));
vi.mock(import('@foyer/headless'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, loadPhoneTools: () => phoneTools.gate.then(() => actual.loadPhoneTools()) };
});

let emulator: InProcessEmulator;
beforeEach(async () => {
  phoneTools.gate = Promise.resolve();
  emulator = await createInProcessEmulator({ seed: { apps: [{ id: DEFAULT_APP_ID, sms_auth: true }] } });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type Callbacks = { onSuccess(r: LinkComplete | UpdateComplete): void; onError(e: FoyerError): void };

function Openers(callbacks: Callbacks) {
  const { linkPhone } = useLinkAccount(callbacks);
  const { updatePhone } = useUpdateAccount(callbacks);
  const { ready, authenticated } = useAuth();
  return (
    <div data-authenticated={authenticated}>
      <button type="button" disabled={!ready || !authenticated} onClick={linkPhone}>
        Link phone
      </button>
      <button type="button" disabled={!ready || !authenticated} onClick={updatePhone}>
        Update phone
      </button>
    </div>
  );
}

/** The openers and the modal for a logged-in user with `accounts`. */
async function setup(accounts: Parameters<typeof createSession>[1]) {
  const storage = memoryStorage();
  persistSession(storage, await createSession(emulator, accounts));
  const onSuccess = vi.fn<Callbacks['onSuccess']>();
  const onError = vi.fn<Callbacks['onError']>();
  render(
    <ModalHarness emulator={emulator} storage={storage}>
      <Openers onSuccess={onSuccess} onError={onError} />
    </ModalHarness>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Link phone' })).toBeEnabled());
  return { onSuccess, onError };
}

/** Types a number on the phone screen, submits it, and pastes the code sent to `e164`. */
async function submitNumber(typed: string, e164: string) {
  const input = await screen.findByRole('textbox', { name: 'Phone number' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'US +1, country: United States' })).toBeEnabled());
  fireEvent.change(input, { target: { value: typed } });
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  fireEvent.click(submit);
  await screen.findByRole('heading', { name: 'Enter confirmation code' });
  expect(screen.getByText("Didn't get a message?")).toBeInTheDocument();
  // The number as its country writes it, not raw E.164.
  const written = e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1 $1 $2 $3');
  expect(
    screen.getByText(`Please check your phone ${written} for a message and enter the code below.`),
  ).toBeInTheDocument();
  const first = screen.getAllByRole('textbox', { name: /^Digit/ })[0]!;
  await waitFor(() => expect(first).toBeEnabled());
  const code = await latestCode(emulator, e164);
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('phone link and update through the modal', () => {
  it('a number submitted before the phone tools have arrived is sent once they do, not dropped', async () => {
    let release = () => {};
    phoneTools.gate = new Promise((resolve) => {
      release = () => resolve(undefined);
    });
    await setup({ email: 'early@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Link phone' }));
    const input = await screen.findByRole('textbox', { name: 'Phone number' });
    fireEvent.change(input, { target: { value: '415 555 0177' } });
    fireEvent.submit(input.closest('form')!);
    await advance(50);
    expect(screen.queryByRole('heading', { name: 'Enter confirmation code' })).toBeNull();
    release();
    await screen.findByRole('heading', { name: 'Enter confirmation code' });
    expect(await latestCode(emulator, '+14155550177')).toMatch(/^\d{6}$/);
  });

  it('the phone tools failing to load: the form says so with Retry, which loads them again', async () => {
    phoneTools.gate = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    phoneTools.gate.catch(() => {});
    await setup({ email: 'offline@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Link phone' }));
    expect(
      await screen.findByText('The phone field could not load. Check your connection and retry.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    phoneTools.gate = Promise.resolve();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await submitNumber('(415) 555-0155', '+14155550155');
    await screen.findByText('Success!');
  });

  it("linkPhone(): 'Link your phone number', a code to the number, onSuccess with the phone account", async () => {
    const { onSuccess, onError } = await setup({ email: 'ada@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Link phone' }));
    expect(await screen.findByRole('heading', { name: 'Link your phone number' })).toBeInTheDocument();
    await submitNumber('(415) 555-0142', '+14155550142');
    await screen.findByText('Success!');
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        linkMethod: 'sms',
        linkedAccount: expect.objectContaining({ type: 'phone', phoneNumber: '+14155550142' }),
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it("updatePhone(): 'Update your phone number' shows the current number and replaces it", async () => {
    const { onSuccess } = await setup({ linked_accounts: [{ type: 'phone', phoneNumber: '+14155550100' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Update phone' }));
    expect(await screen.findByRole('heading', { name: 'Update your phone number' })).toBeInTheDocument();
    expect(await screen.findByText('Current number: +1 415 555 0100')).toBeInTheDocument();
    await submitNumber('415 555 0199', '+14155550199');
    await screen.findByText('Success!');
    await advance(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        updateMethod: 'sms',
        updatedAccount: expect.objectContaining({ type: 'phone', phoneNumber: '+14155550199' }),
      }),
    );
  });

  it('updatePhone() for a user without a phone: the error screen, then onError FAILED_TO_UPDATE_ACCOUNT', async () => {
    const { onError } = await setup({ email: 'nophone@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Update phone' }));
    const input = await screen.findByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(screen.getByRole('button', { name: /, country: / })).toBeEnabled());
    fireEvent.change(input, { target: { value: '4155550123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Something went wrong' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.FAILED_TO_UPDATE_ACCOUNT }),
      ),
    );
  });
});
