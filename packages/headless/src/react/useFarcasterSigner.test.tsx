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
    expect(result.current.signFarcasterMessageAsync).toBe(first.signFarcasterMessageAsync);
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
    expect(result.current.getFarcasterSignerPublicKey()).toBeNull();
  });

  it('a cast signature follows the convention: the command settles in state and onError, the twin rejects', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useFarcasterSigner({ onError }));
    const settled = await act(() => result.current.signFarcasterMessage(new Uint8Array(20)));
    expect(settled).toMatchObject({ status: 'error', error: { code: ErrorCode.MUST_BE_AUTHENTICATED } });
    // `state` follows the latest command: the signature's.
    expect(result.current.state).toBe(settled);
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
    await expect(act(() => result.current.signFarcasterMessageAsync(new Uint8Array(31)))).rejects.toMatchObject({
      code: ErrorCode.INVALID_DATA,
    });
    expect(result.current.state).toMatchObject({ status: 'error', error: { code: ErrorCode.INVALID_DATA } });
    await act(() => result.current.requestFarcasterSignerFromWarpcast());
    expect(result.current.state).toMatchObject({ status: 'error', signerApprovalUrl: null });
    act(() => result.current.reset());
    expect(result.current.state.status).toBe('initial');
  });
});
