import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { usePasskeyLogin } from './usePasskeyLogin.ts';

describe('usePasskeyLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => usePasskeyLogin());
    const first = result.current;
    rerender();
    expect(result.current.loginWithPasskey).toBe(first.loginWithPasskey);
    expect(result.current.signupWithPasskey).toBe(first.signupWithPasskey);
    expect(result.current.linkWithPasskey).toBe(first.linkWithPasskey);
    expect(result.current.reset).toBe(first.reset);
  });

  it('a browser without WebAuthn is refused through state and onError, before any request', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => usePasskeyLogin({ onError }));
    await act(() => result.current.loginWithPasskey());
    expect(result.current.state).toMatchObject({ status: 'error', action: 'login' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.WEBAUTHN_NOT_SUPPORTED }));
  });
});
