import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useSmsLogin } from './useSmsLogin.ts';
import { useUpdatePhone } from './useUpdatePhone.ts';

describe('useSmsLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useSmsLogin());
    const first = result.current;
    rerender();
    expect(result.current.sendCode).toBe(first.sendCode);
    expect(result.current.loginWithCode).toBe(first.loginWithCode);
    expect(result.current.resendCode).toBe(first.resendCode);
    expect(result.current.reset).toBe(first.reset);
  });

  it('reports an invalid number through state and onError', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useSmsLogin({ onError }));
    await act(() => result.current.sendCode({ phoneNumber: '555' }));
    expect(result.current.state).toMatchObject({ status: 'error', failedStep: 'send' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_PHONE_NUMBER }));
  });
});

describe('useUpdatePhone', () => {
  it('runs the update intent: a visitor is refused before any request', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useUpdatePhone({ onError }));
    await act(() => result.current.sendCode({ phoneNumber: '+14155550100' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });
});
