import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../core/errors/codes.ts';
import { useFarcasterSigner } from './useFarcasterSigner.ts';

describe('useFarcasterSigner (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useFarcasterSigner());
    const first = result.current;
    rerender();
    expect(result.current.requestFarcasterSignerFromWarpcast).toBe(first.requestFarcasterSignerFromWarpcast);
    expect(result.current.signFarcasterMessage).toBe(first.signFarcasterMessage);
  });

  it('a request without a user is refused through state, onError and the Async twin, before any request', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useFarcasterSigner({ onError }));
    await act(() => result.current.requestFarcasterSignerFromWarpcast());
    expect(result.current.state.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
    await expect(act(() => result.current.requestFarcasterSignerFromWarpcastAsync())).rejects.toMatchObject({
      code: ErrorCode.MUST_BE_AUTHENTICATED,
    });
    await expect(result.current.getFarcasterSignerPublicKey()).rejects.toMatchObject({
      code: ErrorCode.MUST_BE_AUTHENTICATED,
    });
  });
});
