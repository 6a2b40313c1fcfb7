import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useAuth } from '../../react/useAuth.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';
import { useAcceptTerms } from './useAcceptTerms.ts';

const emulator = () => emulatorClient(inject('emulatorUrl'));

describe('useAcceptTerms (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useAcceptTerms());
    const first = result.current;
    rerender();
    expect(result.current.accept).toBe(first.accept);
    expect(result.current.reset).toBe(first.reset);
  });

  it('a visitor gets MUST_BE_AUTHENTICATED in state and onError', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => ({ terms: useAcceptTerms({ onError }), auth: useAuth() }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    await act(() => result.current.terms.accept());
    expect(result.current.terms.state.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });

  it('accepts for the logged-in user (StrictMode): state, onComplete and useAuth().user follow', async () => {
    const onComplete = vi.fn();
    const { result } = renderFoyerHook(() => ({
      login: useEmailLogin(),
      terms: useAcceptTerms({ onComplete }),
      auth: useAuth(),
    }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    const email = uniqueEmail('hook-terms');
    await act(() => result.current.login.sendCode({ email }));
    await act(async () => {
      await result.current.login.loginWithCode({ code: await emulator().latestCode(email) });
    });
    expect(result.current.auth.user?.hasAcceptedTerms).toBe(false);
    await act(() => result.current.terms.accept());
    expect(result.current.terms.state.status).toBe('done');
    expect(result.current.auth.user?.hasAcceptedTerms).toBe(true);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ hasAcceptedTerms: true }));
  });
});
