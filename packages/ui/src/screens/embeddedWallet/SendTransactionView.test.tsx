import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  sendApprovalPreview,
  sendErrors,
  sendMaliciousPreview,
  sendPreview,
  sendReceipt,
  sendSepoliaPreview,
  sendSimulationFailedPreview,
  sendSuspiciousPreview,
  sendTinyFeePreview,
  sendTokenPreview,
  sendUnknownCallPreview,
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

/** The details accordion's button: a native button, in the tab order. */
const detailsButton = () => screen.getByRole('button', { name: 'Transaction details' });
const openDetails = () => {
  detailsButton().focus();
  fireEvent.click(detailsButton());
};

describe('SendTransactionView', () => {
  it('idle: what it does, the details accordion closed; Approve sends', async () => {
    const onSign = vi.fn();
    const { container } = render(<SendTransactionView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="send-transaction"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Confirm transaction' })).toBeInTheDocument();
    expect(screen.getByText('Send 0.01 ETH ($30.00)')).toBeInTheDocument();
    expect(detailsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Transaction details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the accordion opens and closes: From, To, the network, the action, Est. Fees and the Total with dollars', async () => {
    const { container } = render(<SendTransactionView {...props()} />);
    openDetails();
    expect(detailsButton()).toHaveFocus();
    expect(detailsButton()).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Transaction details' });
    expect(detailsButton()).toHaveAttribute('aria-controls', region.id);
    expect(rows()).toEqual({
      From: sendPreview.transaction.from,
      To: sendPreview.transaction.to,
      Network: 'Foyer Local',
      Action: 'Send 0.01 ETH ($30.00)',
      'Est. Fees': '0.000063 ETH ($0.19)',
      'Total (including fees)': '0.010063 ETH ($30.19)',
    });
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(detailsButton());
    expect(detailsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Transaction details' })).toBeNull();
  });

  it('decodes token amounts with their symbol, and an unlimited approval as Maximum; a fee under a cent as <$0.01; raw data of an unknown call', () => {
    const { rerender } = render(<SendTransactionView {...props({ preview: sendTokenPreview })} />);
    openDetails();
    expect(rows().Action).toBe('Transfer 50 USDC');
    rerender(<SendTransactionView {...props({ preview: sendApprovalPreview })} />);
    expect(rows().Action).toBe('Approve spending Maximum USDC by 0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB');
    rerender(<SendTransactionView {...props({ preview: sendTinyFeePreview })} />);
    expect(rows()['Est. Fees']).toBe('<0.000001 ETH (<$0.01)');
    rerender(<SendTransactionView {...props({ preview: sendUnknownCallPreview })} />);
    expect(rows().Data).toBe(
      sendUnknownCallPreview.action.type === 'unknown' ? sendUnknownCallPreview.action.data : undefined,
    );
  });

  it('the scan: what the wallet sends and receives, with amounts, symbols and dollars when known', async () => {
    const { container } = render(<SendTransactionView {...props({ preview: sendUnknownCallPreview })} />);
    const changes = screen.getByRole('region', { name: 'Asset changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You send 50 USDC ($50.00)', 'You receive 0.0166 ETH ($49.80)']);
    expect(screen.queryByText('Warning: Suspicious transaction')).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a warning: 'Warning: Suspicious transaction' and why; Approve stays available", () => {
    render(<SendTransactionView {...props({ preview: sendSuspiciousPreview })} />);
    expect(screen.getByText('Warning: Suspicious transaction')).toBeInTheDocument();
    expect(screen.getByText('This lets the spender move all of your USDC, now and later.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('malicious: Approve waits until the checkbox is ticked, and again when it is unticked', async () => {
    const onSign = vi.fn();
    const { container } = render(<SendTransactionView {...props({ preview: sendMaliciousPreview, onSign })} />);
    expect(screen.getByText('Warning: Suspicious transaction')).toBeInTheDocument();
    expect(screen.getByText('The recipient is on a deny list of known scam addresses.')).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve' });
    const checkbox = screen.getByRole('checkbox', { name: 'I understand and want to proceed anyways.' });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(approve).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
    checkbox.focus();
    expect(checkbox).toHaveFocus();
    fireEvent.click(checkbox);
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(approve).toBeEnabled();
    fireEvent.click(approve);
    expect(onSign).toHaveBeenCalledOnce();
    fireEvent.click(checkbox);
    expect(approve).toBeDisabled();
  });

  it("a failed simulation: 'Simulation failed:' and the chain's reason", () => {
    render(<SendTransactionView {...props({ preview: sendSimulationFailedPreview })} />);
    expect(
      screen.getByText('Simulation failed: execution reverted: ERC20: transfer amount exceeds balance'),
    ).toBeInTheDocument();
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

  it("sending, then the receipt: 'Transaction complete!', the hash to copy, no explorer link on a local chain, All Done", async () => {
    const onDone = vi.fn();
    const { rerender, container } = render(<SendTransactionView {...props({ status: 'signing' })} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    rerender(<SendTransactionView {...props({ status: 'success', receipt: sendReceipt, onDone })} />);
    expect(screen.getByRole('heading', { name: 'Transaction complete!' })).toBeInTheDocument();
    expect(screen.getByTitle(sendReceipt.hash).textContent).toBe('0x8f2c…0f2a');
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the receipt on a chain with a block explorer links to the transaction', () => {
    render(
      <SendTransactionView {...props({ preview: sendSepoliaPreview, status: 'success', receipt: sendReceipt })} />,
    );
    expect(screen.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${sendReceipt.hash}`,
    );
  });

  it("the error screen: the error's copy, 'Please try again.', the hash of a reverted transaction, 'Retry transaction'", async () => {
    const onSign = vi.fn();
    const { container, rerender } = render(
      <SendTransactionView
        {...props({ preview: sendSepoliaPreview, status: 'error', error: sendErrors.reverted, onSign })}
      />,
    );
    expect(container.querySelector('[data-screen="send-transaction"]')).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('heading', { name: 'Transaction failed' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByTitle(sendReceipt.hash)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${sendReceipt.hash}`,
    );
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry transaction' }));
    expect(onSign).toHaveBeenCalledOnce();
    rerender(<SendTransactionView {...props({ status: 'error', error: { code: ErrorCode.INSUFFICIENT_BALANCE } })} />);
    expect(screen.getByRole('region', { name: 'Error message' }).textContent).toBe(
      `Error messageWallet ${sendPreview.transaction.from} does not have enough funds.`,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
