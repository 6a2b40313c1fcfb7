import { ErrorCode, type SolanaTransactionSummary } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import { detailRowList } from '../../testing/detailRows.ts';
import '../../testing/matchers.ts';
import { SignSolanaTransactionView, type SignSolanaTransactionViewProps } from './SignSolanaTransactionView.tsx';

const payer = '7EqQdEULxWcraVx3mXKFjc84LhCkMGZCkRuDpvcMwJeK';
const destination = 'BPFLoaderUpgradeab1e11111111111111111111111';
const memo = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const transaction: SolanaTransactionSummary = {
  feePayer: payer,
  instructions: [
    { type: 'sol-transfer', value: 1_500_000_000n, toAccount: destination },
    { type: 'unknown', program: memo },
  ],
};
const props = (overrides: Partial<SignSolanaTransactionViewProps> = {}): SignSolanaTransactionViewProps => ({
  status: 'idle',
  transaction,
  onSign: vi.fn(),
  ...overrides,
});

describe('SignSolanaTransactionView', () => {
  it('idle: a transaction, never a free message: the fee payer, the transfer in SOL, the other program', async () => {
    const onSign = vi.fn();
    const { container } = render(<SignSolanaTransactionView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="sign-solana-transaction"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Sign transaction' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Sign message|will not cost you any fees/);
    const rows = detailRowList();
    expect(rows).toEqual([
      ['Network', 'Solana'],
      ['Fee payer', payer],
      ['Transfer', `1.5 SOL to ${destination}`],
      ['Program', memo],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['signing', 'success'] as const)('%s: passes axe', async (status) => {
    const { container } = render(<SignSolanaTransactionView {...props({ status })} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: the code's copy and Retry", async () => {
    const onSign = vi.fn();
    const { container } = render(
      <SignSolanaTransactionView {...props({ status: 'error', error: { code: ErrorCode.UNABLE_TO_SIGN }, onSign })} />,
    );
    expect(screen.getByText('Failed to sign message')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
