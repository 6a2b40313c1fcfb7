import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  sendApprovalPreview,
  sendPreview,
  sendReceipt,
  sendTinyFeePreview,
  sendTokenPreview,
  sendWithoutFunds,
} from '../../../../../stories/fixtures/wallet.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import { detailRows as rows } from '../../testing/detailRows.ts';
import '../../testing/matchers.ts';
import { SendTransactionView, type SendTransactionViewProps } from './SendTransactionView.tsx';

const props = (overrides: Partial<SendTransactionViewProps> = {}): SendTransactionViewProps => ({
  status: 'idle',
  preview: sendPreview,
  onSign: vi.fn(),
  ...overrides,
});

describe('SendTransactionView', () => {
  it('idle: the action, From, To, the network, Est. Fees and the Total with dollars; Approve sends', async () => {
    const onSign = vi.fn();
    const { container } = render(<SendTransactionView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="send-transaction"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Confirm transaction' })).toBeInTheDocument();
    expect(rows()).toEqual({
      Action: 'Send 0.01 ETH ($30.00)',
      From: sendPreview.transaction.from,
      To: sendPreview.transaction.to,
      Network: 'Foyer Local',
      'Est. Fees': '0.000063 ETH ($0.19)',
      'Total (including fees)': '0.010063 ETH ($30.19)',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('decodes token amounts with their symbol, and an unlimited approval as Maximum; a fee under a cent as <$0.01', () => {
    const { rerender } = render(<SendTransactionView {...props({ preview: sendTokenPreview })} />);
    expect(rows().Action).toBe('Transfer 50 USDC');
    rerender(<SendTransactionView {...props({ preview: sendApprovalPreview })} />);
    expect(rows().Action).toBe('Approve spending Maximum USDC by 0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB');
    rerender(<SendTransactionView {...props({ preview: sendTinyFeePreview })} />);
    expect(rows()['Est. Fees']).toBe('<0.000001 ETH (<$0.01)');
  });

  it("without the funds: the spec's copy, and Approve cannot be pressed", async () => {
    const onSign = vi.fn();
    const { container } = render(<SendTransactionView {...props({ preview: sendWithoutFunds, onSign })} />);
    expect(screen.getByRole('alert').textContent).toBe(
      `Wallet ${sendWithoutFunds.transaction.from} does not have enough funds. Add funds on Foyer Local to complete transaction.`,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("several transactions: '(1 / 2)' and Continue, then '(2 / 2)' and Approve", () => {
    const { rerender } = render(
      <SendTransactionView {...props({ preview: { ...sendPreview, batch: { index: 1, count: 2 } } })} />,
    );
    expect(screen.getByRole('heading', { name: 'Confirm transaction (1 / 2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    rerender(<SendTransactionView {...props({ preview: { ...sendPreview, batch: { index: 2, count: 2 } } })} />);
    expect(screen.getByRole('heading', { name: 'Confirm transaction (2 / 2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it("sending, then the receipt ('Transaction complete!', the hash, All Done), or an error with 'Retry transaction'", async () => {
    const onDone = vi.fn();
    const onSign = vi.fn();
    const { rerender, container } = render(<SendTransactionView {...props({ status: 'signing' })} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    rerender(<SendTransactionView {...props({ status: 'success', receipt: sendReceipt, onDone })} />);
    expect(screen.getByRole('heading', { name: 'Transaction complete!' })).toBeInTheDocument();
    expect(rows()['Transaction hash']).toBe(sendReceipt.hash);
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <SendTransactionView {...props({ status: 'error', error: { code: ErrorCode.TRANSACTION_FAILURE }, onSign })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Transaction failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry transaction' }));
    expect(onSign).toHaveBeenCalledOnce();
  });
});
