import { createInProcessEmulator } from '@foyer/emulator/in-process';
import { memoryStorage } from '@foyer/headless';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createJwtIssuer, customJwtSeed } from '../../../../../test/support/customJwt.ts';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { useAuth } from '../../react/useAuth.ts';
import { useCustomAuth } from './useCustomAuth.ts';
import { useLinkCustomJwt } from './useLinkCustomJwt.ts';

const APP = 'foyer-custom-hook-app-001';

async function setup(customJwtAuth = true) {
  const emulator = await createInProcessEmulator();
  const issuer = await createJwtIssuer();
  emulator.seed({
    apps: [{ id: APP, custom_jwt_auth: customJwtAuth }],
    customJwt: [customJwtSeed(APP, issuer.jwks)],
  });
  const options = { appId: APP, apiUrl: emulator.url, storage: memoryStorage(), testing: { fetch: emulator.fetch } };
  const sign = (subject: string) => issuer.sign(subject, { now: emulator.clock.now() });
  return { emulator, options, sign };
}

describe('useCustomAuth (wiring)', () => {
  it('syncs on mount, follows subscribe signals, and reads the latest getToken', async () => {
    const { options, sign } = await setup();
    let notify: () => void = () => undefined;
    const subscribe = vi.fn((onChange: () => void) => {
      notify = onChange;
      return () => undefined;
    });
    const onComplete = vi.fn();
    let token: string | null = await sign('hook-user-1');
    const { result } = renderFoyerHook(
      () => ({ sync: useCustomAuth({ getToken: () => token, subscribe, onComplete }), auth: useAuth() }),
      options,
    );
    await waitFor(() => expect(result.current.sync.state.status).toBe('done'));
    expect(result.current.auth.user?.linkedAccounts).toEqual([
      expect.objectContaining({ type: 'custom_auth', customUserId: 'hook-user-1' }),
    ]);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ loginMethod: 'custom' }));

    token = null;
    act(() => notify());
    await waitFor(() => expect(result.current.auth.authenticated).toBe(false));
    await waitFor(() => expect(result.current.sync.state.status).toBe('initial'));
  });

  it('is not-enabled when the app config has no custom auth', async () => {
    const { options } = await setup(false);
    const getToken = vi.fn(() => 'never-read');
    const { result } = renderFoyerHook(() => useCustomAuth({ getToken }), options);
    await waitFor(() => expect(result.current.state.status).toBe('not-enabled'));
    expect(getToken).not.toHaveBeenCalled();
  });

  it('waits while enabled is false, and syncs when it turns on', async () => {
    const { options, sign } = await setup();
    const token = await sign('hook-user-2');
    let enabled = false;
    const { result, rerender } = renderFoyerHook(
      () => ({ sync: useCustomAuth({ getToken: () => token, enabled }), auth: useAuth() }),
      options,
    );
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    expect(result.current.sync.state.status).toBe('initial');
    enabled = true;
    rerender();
    await waitFor(() => expect(result.current.sync.state.status).toBe('done'));
  });
});

describe('useLinkCustomJwt (wiring)', () => {
  it('refuses a visitor through state and onError', async () => {
    const { options, sign } = await setup();
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useLinkCustomJwt({ onError }), options);
    const token = await sign('hook-user-3');
    await act(() => result.current.linkCustomJwt({ token }));
    expect(result.current.state.status).toBe('error');
    expect(onError).toHaveBeenCalledOnce();
  });
});
