import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useConnectWallet } from '../../ethereum/external/useConnectWallet.ts';
import { useSiweLogin } from './useSiweLogin.ts';

describe('useSiweLogin (wiring)', () => {
  it('keeps command identities stable across renders', () => {
    const { result, rerender } = renderFoyerHook(() => useSiweLogin());
    const first = result.current;
    rerender();
    expect(result.current.generateMessage).toBe(first.generateMessage);
    expect(result.current.loginWithSignature).toBe(first.loginWithSignature);
    expect(result.current.loginWithWallet).toBe(first.loginWithWallet);
  });

  it('reports a link while logged out through state and onError, before any request', async () => {
    const onError = vi.fn();
    const { result } = renderFoyerHook(() => useSiweLogin({ intent: 'link', onError }));
    await act(() =>
      result.current.generateMessage({ address: '0xAa00000000000000000000000000000000000001', chainId: 1 }),
    );
    expect(result.current.state).toMatchObject({ status: 'error', failedStep: 'generate' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.MUST_BE_AUTHENTICATED }));
  });
});

describe('useConnectWallet (wiring)', () => {
  it('finds an EIP-6963 wallet announced in the page, after mount (nothing at import)', async () => {
    const provider = { request: vi.fn() };
    const info = { uuid: 'u-1', name: 'Rabby Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.rabby' };
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    try {
      const { result } = renderFoyerHook(() => useConnectWallet({ walletList: ['detected_wallets'] }));
      await waitFor(() => expect(result.current.wallets.map((wallet) => wallet.id)).toEqual(['rabby_wallet']));
      expect(result.current.state.status).toBe('disconnected');
    } finally {
      window.removeEventListener('eip6963:requestProvider', announce);
    }
  });

  it("lists another chain's wallets (extraWallets) with the app's chains, and connects them with their driver", async () => {
    const phantom = {
      id: 'phantom',
      name: 'Phantom',
      chainType: 'solana' as const,
      source: 'wallet-standard' as const,
      connectorType: 'wallet_standard' as const,
      installed: true,
    };
    const connection = {
      option: phantom,
      address: 'So1ana11111111111111111111111111111111111111',
      chainId: 'solana:mainnet',
      signMessage: vi.fn(),
      disconnect: vi.fn(),
    };
    const driver = { connect: vi.fn(async () => connection) };
    const options = [phantom];
    const { result } = renderFoyerHook(() =>
      useConnectWallet({
        walletList: ['detected_wallets'],
        chains: 'ethereum-and-solana',
        extraWallets: { options, driver },
      }),
    );
    await waitFor(() => expect(result.current.wallets.map((wallet) => wallet.id)).toEqual(['phantom']));
    const settled = await act(() => result.current.connect(phantom));
    expect(settled.error).toBeNull();
    expect(result.current.state).toMatchObject({ status: 'connected', connection: { chainId: 'solana:mainnet' } });
    expect(driver.connect).toHaveBeenCalledWith(phantom, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });
});
