import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { DEMO_APP_ID } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { savePending } from './oauthReturn.ts';
import { useOAuthLogin } from './useOAuthLogin.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('useOAuthLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useOAuthLogin({ completeRedirect: false }));
    const first = result.current;
    rerender();
    expect(result.current.initOAuth).toBe(first.initOAuth);
    expect(result.current.completeRedirect).toBe(first.completeRedirect);
    expect(result.current.reset).toBe(first.reset);
    expect(result.current.loading).toBe(false);
  });

  it('on mount, takes a redirect’s return off the address once (StrictMode) and checks its state', async () => {
    savePending(sessionStorage, DEMO_APP_ID, {
      provider: 'google',
      intent: 'login',
      codeVerifier: 'v'.repeat(48),
      stateCode: 's'.repeat(48),
      disableSignup: false,
    });
    window.history.replaceState(
      null,
      '',
      '/app?tab=1&privy_oauth_code=abc&privy_oauth_state=forged&privy_oauth_provider=google',
    );
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useOAuthLogin({ onError }));
    await waitFor(() => expect(result.current.state.status).toBe('error'), { timeout: 10_000 });
    expect(result.current.state.error?.code).toBe(ErrorCode.OAUTH_STATE_MISMATCH);
    expect(window.location.search).toBe('?tab=1');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('a login while logged out needs no return: without one, mounting changes nothing', async () => {
    const { result } = renderFoyerHook(() => useOAuthLogin());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(result.current.state.status).toBe('initial');
  });
});
