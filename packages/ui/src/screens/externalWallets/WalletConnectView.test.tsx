import { ErrorCode } from '@foyer/headless';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { metamask } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { WalletConnectView, type WalletConnectViewProps } from './WalletConnectView.tsx';

const renderView = (props: Partial<WalletConnectViewProps>) => {
  const handlers = { onRetry: vi.fn(), onSign: vi.fn(), onUseDifferentWallet: vi.fn(), onConnect: vi.fn() };
  const result = render(<WalletConnectView status="connecting" option={metamask} {...handlers} {...props} />);
  return { ...result, ...handlers };
};
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('WalletConnectView', () => {
  it.each([
    ['connecting', 'Waiting for MetaMask', ['Connecting', 'Use a different wallet']],
    ['switching', 'Switching networks', ['Use a different wallet']],
    ['sign', 'Sign to verify', ['Sign with your wallet', 'Use a different wallet']],
    ['signing', 'Signing', ['Use a different wallet']],
    ['success', 'Successfully connected with MetaMask', []],
    ['unable', 'Unable to connect wallet', ['Use a different wallet']],
    ['connect', 'Connect your wallet', ['Continue', 'Use a different wallet']],
  ] as const)('%s: %s', async (status, title, labels) => {
    const { container } = renderView({ status });
    expect(container.querySelector('[data-screen="wallet-connect"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(buttons()).toEqual(labels);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [ErrorCode.USER_REJECTED_REQUEST, 'You rejected the request', true],
    [ErrorCode.WALLET_REQUEST_TIMEOUT, 'Wallet request timed out', true],
    [ErrorCode.INVALID_CREDENTIALS, 'Could not log in with wallet', true],
    [ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR, 'Unable to connect to wallet.', true],
    [ErrorCode.WALLET_DISCONNECTED, 'Disconnected', true],
    [ErrorCode.WALLET_LOCKED, 'Your wallet is locked. Unlock it and try again.', true],
    [ErrorCode.LINKED_TO_ANOTHER_USER, 'User already exists for this address', false],
    [ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'Unable to link', false],
  ])('error %s: %s (Retry: %s)', async (code, title, retry) => {
    const { container, onRetry } = renderView({ status: 'error', error: { code } });
    expect(screen.getByRole('heading', { name: title })).toHaveFocus();
    expect(buttons()).toEqual(retry ? ['Retry', 'Use a different wallet'] : ['Use a different wallet']);
    if (retry) {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledOnce();
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'You've reached the maximum number of linked wallets.' under 'Unable to link'; no Retry once used up", () => {
    renderView({ status: 'error', error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE } });
    expect(screen.getByText("You've reached the maximum number of linked wallets.")).toBeInTheDocument();
    cleanup();
    renderView({ status: 'error', error: { code: ErrorCode.USER_REJECTED_REQUEST }, canRetry: false });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sign and use a different wallet call back', () => {
    const { onSign, onUseDifferentWallet } = renderView({ status: 'sign' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign with your wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use a different wallet' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(onUseDifferentWallet).toHaveBeenCalledOnce();
  });

  it('connect (in-app browser): Continue is the trusted click that starts the connection', () => {
    const { onConnect } = renderView({ status: 'connect' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });
});
