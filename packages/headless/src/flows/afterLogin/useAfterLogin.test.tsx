import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { uniqueEmail } from '../../../../../test/support/testCore.ts';
import type { FlowResult, LoginComplete } from '../../core/flow/types.ts';
import { useAuth } from '../../react/useAuth.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';
import { useAcceptTerms } from '../terms/useAcceptTerms.ts';
import { AFTER_LOGIN_TIMING } from './timing.ts';
import { useAfterLogin } from './useAfterLogin.ts';

const TERMS_APP_ID = 'after-login-app-000000001';
const emulator = () => emulatorClient(inject('emulatorUrl'));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  await emulator().seed({
    apps: [
      {
        id: TERMS_APP_ID,
        email_auth: true,
        require_users_accept_terms: true,
        terms_and_conditions_url: 'https://example.com/terms',
      },
    ],
  });
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A UI of its own: an e-mail login whose completion starts the after-login steps, and the terms step. */
function useApp(steps?: Parameters<typeof useAfterLogin>[0]) {
  const afterLogin = useAfterLogin(steps);
  return {
    afterLogin,
    login: useEmailLogin({ onComplete: (result) => void afterLogin.complete(result) }),
    terms: useAcceptTerms(),
    auth: useAuth(),
  };
}

async function logIn(result: { current: ReturnType<typeof useApp> }, email: string) {
  await waitFor(() => expect(result.current.auth.ready).toBe(true));
  await act(() => result.current.login.sendCode({ email }));
  const code = await emulator().latestCode(email);
  await act(async () => {
    await result.current.login.loginWithCode({ code });
  });
}

describe('useAfterLogin', () => {
  it('runs the steps as the modal does: 0.9 s, the terms, 0.9 s, the success for 1.4 s, then done', async () => {
    const onComplete = vi.fn();
    const { result } = renderFoyerHook(() => useApp({ onComplete }), { appId: TERMS_APP_ID });
    await logIn(result, uniqueEmail('after-login-terms'));
    expect(result.current.afterLogin.state).toMatchObject({ status: 'waiting', step: null });

    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(result.current.afterLogin.state).toMatchObject({ status: 'step', step: 'accept-terms' });

    // The UI shows its terms; accepting completes the step with the updated user.
    await act(() => result.current.terms.accept());
    const login = result.current.afterLogin.state.login as LoginComplete;
    const user = result.current.terms.state.result;
    if (!user) throw new Error('The terms were not accepted');
    // The twin resolves with the login once the steps are done (the action convention).
    let finished: Promise<FlowResult | null> | undefined;
    await act(async () => {
      finished = result.current.afterLogin.completeAsync({ ...login, user });
    });
    expect(result.current.afterLogin.state).toMatchObject({ status: 'waiting', step: null });
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(result.current.afterLogin.state.status).toBe('success');
    expect(onComplete).not.toHaveBeenCalled();

    await advance(AFTER_LOGIN_TIMING.successMs);
    expect(result.current.afterLogin.state.status).toBe('done');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ intent: 'login', user: expect.objectContaining({ hasAcceptedTerms: true }) }),
    );
    await expect(finished).resolves.toEqual(onComplete.mock.calls[0]![0]);
  });

  it('skips, with a warning, a required step the UI does not run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderFoyerHook(() => useApp({ steps: [] }), { appId: TERMS_APP_ID });
    await logIn(result, uniqueEmail('after-login-skip'));
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    await waitFor(() => expect(result.current.afterLogin.state.status).toBe('success'));
    expect(warn).toHaveBeenCalledWith(
      "[foyer] The after-login step 'accept-terms' is required but this UI does not run it; it was skipped.",
    );
  });

  it('a logout during a step returns it to idle', async () => {
    const { result } = renderFoyerHook(() => useApp(), { appId: TERMS_APP_ID });
    await logIn(result, uniqueEmail('after-login-logout'));
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(result.current.afterLogin.state.step).toBe('accept-terms');
    await act(() => result.current.auth.logout());
    await waitFor(() => expect(result.current.afterLogin.state.status).toBe('idle'));
  });
});
