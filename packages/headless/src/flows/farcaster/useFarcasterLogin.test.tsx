import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useFarcasterLogin } from './useFarcasterLogin.ts';

describe('useFarcasterLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useFarcasterLogin());
    const first = result.current;
    rerender();
    expect(result.current.start).toBe(first.start);
    expect(result.current.reset).toBe(first.reset);
  });

  it('a link without a user is refused through state and onError, before any request', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useFarcasterLogin({ intent: 'link', onError }));
    await act(() => result.current.start());
    expect(result.current.state.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });
});
