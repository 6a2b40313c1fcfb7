import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { LedgerChoiceView } from './LedgerChoiceView.tsx';
import { PhantomMultichainView } from './PhantomMultichainView.tsx';
import { SolanaSignInView, type SolanaSignInViewProps } from './SolanaSignInView.tsx';

describe('LedgerChoiceView', () => {
  it('names the wallet and offers both ways to sign', async () => {
    const onChoose = vi.fn();
    const { container } = render(
      <LedgerChoiceView walletName="Solflare" walletIcon="javascript:alert(1)" onChoose={onChoose} />,
    );
    expect(container.querySelector('[data-screen="solana-ledger-choice"]')).toHaveAttribute('data-status', 'choosing');
    expect(screen.getByRole('heading', { name: 'Solflare' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue without Ledger' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Ledger' }));
    expect(onChoose.mock.calls).toEqual([[false], [true]]);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('PhantomMultichainView', () => {
  it("says Phantom's multichain setting is off, with Try again and Cancel", async () => {
    const onRetry = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(<PhantomMultichainView onRetry={onRetry} onCancel={onCancel} />);
    expect(screen.getByRole('heading', { name: 'Could not connect with wallet' })).toBeInTheDocument();
    expect(screen.getByText('Please check that Phantom multichain is enabled and try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('SolanaSignInView', () => {
  const props = (over: Partial<SolanaSignInViewProps>): SolanaSignInViewProps => ({
    status: 'connecting',
    walletName: 'Phantom',
    onSign: vi.fn(),
    onRetry: vi.fn(),
    onOtherWallet: vi.fn(),
    ...over,
  });

  it.each<[SolanaSignInViewProps['status'], Partial<SolanaSignInViewProps>, string, string[]]>([
    ['connecting', {}, 'Waiting for Phantom', ['Connecting', 'Use a different wallet']],
    ['awaiting-signature', {}, 'Sign to verify', ['Sign with your wallet', 'Use a different wallet']],
    ['signing', {}, 'Signing', ['Signing', 'Use a different wallet']],
    ['success', {}, 'Successfully connected with Phantom', []],
    [
      'error',
      { error: { code: ErrorCode.USER_REJECTED_REQUEST } },
      'Could not log in with wallet',
      ['Retry', 'Use a different wallet'],
    ],
    ['error', { retriesExhausted: true }, 'Unable to connect wallet', ['Use a different wallet']],
  ])('%s: the title and buttons of the status', async (status, over, title, buttons) => {
    const { container } = render(<SolanaSignInView {...props({ status, ...over })} />);
    expect(container.querySelector('[data-screen="solana-sign-in"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs, retries and goes back on click; the error shows its copy', () => {
    const p = props({ status: 'awaiting-signature' });
    const { rerender } = render(<SolanaSignInView {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign with your wallet' }));
    expect(p.onSign).toHaveBeenCalledOnce();
    rerender(<SolanaSignInView {...p} status="error" error={{ code: ErrorCode.PHANTOM_MULTICHAIN_DISABLED }} />);
    expect(
      screen.getByText('Could not connect with wallet. Please check that Phantom multichain is enabled and try again.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use a different wallet' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
    expect(p.onOtherWallet).toHaveBeenCalledOnce();
  });
});
