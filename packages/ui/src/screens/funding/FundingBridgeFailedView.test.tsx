import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingBridgeFailedView, type FundingBridgeFailedViewProps } from './FundingBridgeFailedView.tsx';

const props = (overrides: Partial<FundingBridgeFailedViewProps> = {}): FundingBridgeFailedViewProps => ({
  refundStatusUrl: 'https://relay.link/transaction/0x9f2b',
  refunded: false,
  onRetry: vi.fn(),
  ...overrides,
});

describe('FundingBridgeFailedView', () => {
  it("'Transaction failed', the spec's text, the 'refund status' link; 'Try again'", async () => {
    const onRetry = vi.fn();
    const { container } = render(<FundingBridgeFailedView {...props({ onRetry })} />);
    const root = container.querySelector('[data-screen="funding-bridge-failed"]');
    expect(root).toHaveAttribute('data-status', 'bridge-failed');
    expect(root).not.toHaveAttribute('data-terminal');
    expect(screen.getByRole('heading', { name: 'Transaction failed' })).toHaveFocus();
    expect(
      screen.getByText('We were unable to complete the bridging transaction. Funds will be refunded on your wallet.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'refund status' });
    expect(link).toHaveAttribute('href', 'https://relay.link/transaction/0x9f2b');
    expect(link.parentElement?.textContent).toBe('Check the refund status.');
    expect(screen.queryByText('Your funds were refunded.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([null, 'javascript:alert(1)', 'relay.link/transaction', 'ftp://relay.link/x'])(
    'a refund page %j that is not an http(s) URL is no link',
    (refundStatusUrl) => {
      render(<FundingBridgeFailedView {...props({ refundStatusUrl })} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByText(/refund status/)).toBeNull();
    },
  );

  it('refunded: says so', () => {
    render(<FundingBridgeFailedView {...props({ refunded: true })} />);
    expect(screen.getByText('Your funds were refunded.')).toBeInTheDocument();
  });
});
