import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ethTarget, qrValues, solanaUsdcTarget } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ReceiveFundsView, type ReceiveFundsViewProps } from './ReceiveFundsView.tsx';

const props = (overrides: Partial<ReceiveFundsViewProps> = {}): ReceiveFundsViewProps => ({
  target: ethTarget,
  qrValue: qrValues.ethereum,
  balance: 0n,
  canContinue: false,
  funded: false,
  onContinue: vi.fn(),
  writeText: vi.fn(() => Promise.resolve()),
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ReceiveFundsView', () => {
  it("the QR code (160 px), the address, the balance, 'Make sure to send funds on Base.'; no Continue yet", async () => {
    const { container } = render(<ReceiveFundsView {...props({ balance: 1_234_567_000_000_000n })} />);
    expect(container.querySelector('[data-screen="receive-funds"]')).toHaveAttribute('data-status', 'receiving');
    expect(screen.getByRole('heading', { name: 'Receive funds' })).toBeInTheDocument();
    expect(screen.getByText('Send ETH to this address from another wallet or an exchange.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your wallet address' })).toHaveAttribute('width', '160');
    expect(screen.getByTitle(ethTarget.address).textContent).toBe('0x5290…9EE7');
    expect(screen.getByText('0.001 ETH')).toBeInTheDocument();
    expect(screen.getByText('Make sure to send funds on Base.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('before the first balance: a loader, announced', () => {
    render(<ReceiveFundsView {...props({ balance: null })} />);
    expect(screen.getByRole('status', { name: 'Checking balance' })).toBeInTheDocument();
  });

  it('the balance rose: Continue', () => {
    const onContinue = vi.fn();
    render(<ReceiveFundsView {...props({ balance: 20_000_000_000_000_000n, canContinue: true, onContinue })} />);
    const balance = screen.getByText('0.02 ETH');
    expect(balance.className).not.toContain('text-success');
    expect(screen.queryByText('Funded')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("funded: the balance green, and 'Funded' beside it (not colour alone)", async () => {
    const { container } = render(
      <ReceiveFundsView {...props({ balance: 50_000_000_000_000_000n, canContinue: true, funded: true })} />,
    );
    expect(screen.getByText('0.05 ETH')).toHaveClass('text-success');
    expect(screen.getByText('Funded')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Solana USDC: its symbol and network, the balance in 6-decimal units shown with 3', () => {
    render(
      <ReceiveFundsView {...props({ target: solanaUsdcTarget, qrValue: qrValues.solanaUsdc, balance: 2_500_999n })} />,
    );
    expect(screen.getByText('2.5 USDC')).toBeInTheDocument();
    expect(screen.getByText('Make sure to send funds on Solana.')).toBeInTheDocument();
  });

  it("the app's own title and text, as text", () => {
    const { container } = render(
      <ReceiveFundsView
        {...props({
          target: {
            ...ethTarget,
            uiConfig: { receiveFundsTitle: '<b>Top up</b>', receiveFundsSubtitle: '<img src=x onerror=alert(1)>' },
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: '<b>Top up</b>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it("copy: the whole address; 'Copied' for 2000 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    render(<ReceiveFundsView {...props({ writeText })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith(ethTarget.address);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
