import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useCrossAppAccounts } from './useCrossAppAccounts.ts';

describe('useCrossAppAccounts (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useCrossAppAccounts());
    const first = result.current;
    rerender();
    for (const name of ['signMessage', 'signMessageAsync', 'sendTransaction', 'linkCrossAppAccount'] as const) {
      expect(result.current[name]).toBe(first[name]);
    }
    expect(result.current.state.status).toBe('initial');
  });

  it('a request while logged out settles in error (the popup it opened closed), and the Async twin rejects', async () => {
    const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useCrossAppAccounts({ onError }));
    const address = '0x1111111111111111111111111111111111111111';
    await act(async () => {
      await result.current.signMessage('hi', { address });
    });
    expect(result.current.state.error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
    expect(onError).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalled();
    await act(async () => {
      await expect(result.current.signMessageAsync('hi', { address })).rejects.toMatchObject({
        code: ErrorCode.MUST_BE_AUTHENTICATED,
      });
    });
    expect(await result.current.unlinkCrossAppAccount({ subject: 'did:privy:nobody' })).toBeNull();
    open.mockRestore();
  });
});
