import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useAuth } from '../../react/useAuth.ts';
import { useEmailLogin } from './useEmailLogin.ts';

const emulator = () => emulatorClient(inject('emulatorUrl'));

describe('useEmailLogin (wiring)', () => {
  it('keeps command identities stable across renders', async () => {
    const { result, rerender } = renderFoyerHook(() => useEmailLogin());
    const first = result.current;
    rerender();
    expect(result.current.sendCode).toBe(first.sendCode);
    expect(result.current.loginWithCode).toBe(first.loginWithCode);
    expect(result.current.resendCode).toBe(first.resendCode);
    expect(result.current.reset).toBe(first.reset);
  });

  it('works under StrictMode: the double effect does not leave a dead flow', async () => {
    const onComplete = vi.fn();
    const { result } = renderFoyerHook(() => ({ login: useEmailLogin({ onComplete }), auth: useAuth() }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    const email = uniqueEmail('hook');
    await act(() => result.current.login.sendCode({ email }));
    expect(result.current.login.state.status).toBe('awaiting-code-input');
    const code = await emulator().latestCode(email);
    await act(() => result.current.login.loginWithCode({ code }));
    expect(result.current.login.state.status).toBe('done');
    expect(result.current.auth).toMatchObject({ authenticated: true, user: { email: { address: email } } });
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'login', loginMethod: 'email', isNewUser: true }),
    );
  });

  it('follows the action convention: the Async twins reject with the error, and resolve with the login', async () => {
    const { result } = renderFoyerHook(() => ({ login: useEmailLogin(), auth: useAuth() }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    await expect(act(() => result.current.login.sendCodeAsync({ email: 'not-an-email' }))).rejects.toMatchObject({
      code: ErrorCode.INVALID_EMAIL,
    });
    expect(result.current.login.state).toMatchObject({ status: 'error', failedStep: 'send' });
    const email = uniqueEmail('async');
    await expect(act(() => result.current.login.sendCodeAsync({ email }))).resolves.toBeNull();
    const code = await emulator().latestCode(email);
    const completed = await act(() => result.current.login.loginWithCodeAsync({ code }));
    expect(completed).toMatchObject({
      intent: 'login',
      loginMethod: 'email',
      isNewUser: true,
      user: { email: { address: email } },
    });
    expect(result.current.login.state).toMatchObject({ status: 'done', result: completed });
  });

  it('calls the latest onError passed in', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const onErrorRef = { current: first };
    const { result, rerender } = renderFoyerHook(() => useEmailLogin({ onError: onErrorRef.current }));
    onErrorRef.current = latest;
    rerender();
    await act(() => result.current.sendCode({ email: 'not-an-email' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_EMAIL }));
    expect(result.current.state).toMatchObject({ status: 'error', failedStep: 'send' });
  });

  it('aborts the request in flight on unmount', async () => {
    let seenSignal: AbortSignal | undefined;
    const slowFetch: typeof fetch = (input, init) => {
      if (String(input).endsWith('/passwordless/init')) seenSignal = init?.signal ?? undefined;
      return new Promise((resolve, reject) => {
        const answer = setTimeout(() => resolve(fetch(input, init)), 5_000);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(answer);
          reject(init.signal?.reason);
        });
      });
    };
    const onError = vi.fn();
    const { result, unmount } = renderFoyerHook(() => useEmailLogin({ onError }), { testing: { fetch: slowFetch } });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.sendCode({ email: uniqueEmail() });
    });
    await waitFor(() => expect(seenSignal).toBeDefined());
    unmount();
    await expect(pending).resolves.toMatchObject({ status: 'sending-code' });
    expect(seenSignal?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });
});
