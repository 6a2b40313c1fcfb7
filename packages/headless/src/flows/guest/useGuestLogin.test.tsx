import { createInProcessEmulator } from '@foyer/emulator/in-process';
import { memoryStorage } from '@foyer/headless';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useAuth } from '../../react/useAuth.ts';
import { guestCredentialKey } from './guestCredential.ts';
import { useGuestLogin } from './useGuestLogin.ts';

const APP = 'foyer-guest-hook-app-0001';

async function setup() {
  const emulator = await createInProcessEmulator();
  emulator.seed({ apps: [{ id: APP, guest_auth: true }] });
  const storage = memoryStorage();
  const options = { appId: APP, apiUrl: emulator.url, storage, testing: { fetch: emulator.fetch } };
  return { emulator, storage, options };
}

describe('useGuestLogin (wiring)', () => {
  it('logs in as a guest, keeps the credential, and reports through state and onComplete', async () => {
    const { storage, options } = await setup();
    const onComplete = vi.fn();
    const { result } = renderFoyerHook(() => ({ guest: useGuestLogin({ onComplete }), auth: useAuth() }), options);
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    await act(() => result.current.guest.loginAsGuest());
    expect(result.current.guest.state.status).toBe('done');
    expect(result.current.auth.user).toMatchObject({ isGuest: true });
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ loginMethod: 'guest', isNewUser: true }));
    expect(storage.getItem(guestCredentialKey(APP))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a link intent is refused through state and onError', async () => {
    const { options } = await setup();
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useGuestLogin({ intent: 'link', onError }), options);
    await act(() => result.current.loginAsGuest());
    expect(result.current.state.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });

  it('keeps command identities stable across renders', async () => {
    const { options } = await setup();
    const { result, rerender } = renderFoyerHook(() => useGuestLogin(), options);
    const first = result.current;
    rerender();
    expect(result.current.loginAsGuest).toBe(first.loginAsGuest);
    expect(result.current.reset).toBe(first.reset);
  });
});
