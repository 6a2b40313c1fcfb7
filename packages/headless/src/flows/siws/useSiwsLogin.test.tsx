import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useSiwsLogin } from './useSiwsLogin.ts';

describe('useSiwsLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useSiwsLogin());
    const first = result.current;
    rerender();
    expect(result.current.generateMessage).toBe(first.generateMessage);
    expect(result.current.loginWithSignature).toBe(first.loginWithSignature);
    expect(result.current.loginWithWallet).toBe(first.loginWithWallet);
    expect(result.current.reset).toBe(first.reset);
  });

  it('reports an address that is not base58 through state and onError', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useSiwsLogin({ onError }));
    await act(() => result.current.generateMessage({ address: '0x1234' }));
    expect(result.current.state).toMatchObject({ status: 'error', failedStep: 'generate' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_DATA }));
  });

  it('a link needs a signed-in user', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useSiwsLogin({ intent: 'link', onError }));
    await act(() => result.current.generateMessage({ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });
});
