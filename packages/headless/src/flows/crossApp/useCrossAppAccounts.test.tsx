import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useAuth } from '../../react/useAuth.ts';
import { useCrossAppAccounts } from './useCrossAppAccounts.ts';

describe('useCrossAppAccounts (wiring)', () => {
  it('keeps command identities stable across renders', async () => {
    const { result, rerender } = renderFoyerHook(() => ({ auth: useAuth(), accounts: useCrossAppAccounts() }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    const first = result.current.accounts;
    rerender();
    for (const name of ['signMessage', 'signMessageAsync', 'sendTransaction', 'linkCrossAppAccount'] as const) {
      expect(result.current.accounts[name]).toBe(first[name]);
    }
    expect(result.current.accounts.state.status).toBe('initial');
  });

  it('a request while logged out settles in error without opening a popup, and the Async twin rejects', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onError = vi.fn();
    const rendered = renderFoyerHook(() => ({ auth: useAuth(), accounts: useCrossAppAccounts({ onError }) }));
    await waitFor(() => expect(rendered.result.current.auth.ready).toBe(true));
    const result = {
      get current() {
        return rendered.result.current.accounts;
      },
    };
    const address = '0x1111111111111111111111111111111111111111';
    await act(async () => {
      await result.current.signMessage('hi', { address });
    });
    expect(result.current.state.error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
    expect(onError).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      await expect(result.current.signMessageAsync('hi', { address })).rejects.toMatchObject({
        code: ErrorCode.MUST_BE_AUTHENTICATED,
      });
    });
    expect(await result.current.unlinkCrossAppAccount({ subject: 'did:privy:nobody' })).toBeNull();
    open.mockRestore();
  });
});
