import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useTelegramLogin } from './useTelegramLogin.ts';

describe('useTelegramLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useTelegramLogin());
    const first = result.current;
    rerender();
    expect(result.current.login).toBe(first.login);
    expect(result.current.redirectToTelegram).toBe(first.redirectToTelegram);
    expect(result.current.reset).toBe(first.reset);
  });

  it('with nothing from Telegram in the address: invalid_data through state and onError', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useTelegramLogin({ onError }));
    await act(() => result.current.login());
    expect(result.current.state.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_DATA }));
  });

  it('a link without a user is refused before any request', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useTelegramLogin({ intent: 'link', onError }));
    await act(() => result.current.redirectToTelegram({ returnTo: 'https://app.example/' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });
});
