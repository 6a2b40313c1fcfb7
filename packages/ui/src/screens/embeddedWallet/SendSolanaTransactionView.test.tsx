import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  sendErrors,
  solanaSendPreview,
  solanaSendReceipt,
  solanaSendWithoutFunds,
} from '../../../../../stories/fixtures/wallet.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import { detailRowList } from '../../testing/detailRows.ts';
import '../../testing/matchers.ts';
import { SendSolanaTransactionView, type SendSolanaTransactionViewProps } from './SendSolanaTransactionView.tsx';

const props = (overrides: Partial<SendSolanaTransactionViewProps> = {}): SendSolanaTransactionViewProps => ({
  status: 'idle',
  preview: solanaSendPreview,
  onSign: vi.fn(),
  ...overrides,
});

const instructions = [
  'Send 1.5 SOL ($225.00) to 9WzDXw…AWWM',
  'Create a token account of EPjFWd…Dt1v for 9WzDXw…AWWM',
  'Transfer 25 USDC ($25.00) to BdYk8c…yVcT',
  'Create account HxR4mV…rNbM with 0.002039 SOL',
  'Call program MemoSq…fcHr',
];

describe('SendSolanaTransactionView', () => {
  it("idle: 'Confirm transaction', each instruction decoded, the scan's changes; Approve sends", async () => {
    const onSign = vi.fn();
    const { container } = render(<SendSolanaTransactionView {...props({ onSign })} />);
    const root = container.querySelector('[data-screen="send-solana-transaction"]');
    expect(root).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Confirm transaction' })).toBeInTheDocument();
    const summary = screen.getAllByRole('list')[0]!;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(instructions);
    expect(
      within(screen.getByRole('region', { name: 'Asset changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You send 1.502044 SOL ($225.31)', 'You send 25 USDC ($25.00)']);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the details: From, the network, each instruction, Est. Fees (<$0.01) and the Total with the SOL sent', async () => {
    const { container } = render(<SendSolanaTransactionView {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Transaction details' }));
    expect(detailRowList()).toEqual([
      ['From', solanaSendPreview.feePayer],
      ['Network', 'Solana'],
      ...instructions.map((text) => ['Action', text]),
      ['Est. Fees', '0.000005 SOL (<$0.01)'],
      ['Total (including fees)', '1.500005 SOL ($225.00)'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("without the funds: the spec's Solana copy, where to add funds, and Approve cannot be pressed", async () => {
    const { container } = render(<SendSolanaTransactionView {...props({ preview: solanaSendWithoutFunds })} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Solana wallet has insufficient funds for this transaction. Add funds on Solana to complete transaction.',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the scan of a Solana send: a malicious verdict holds Approve until ticked; a simulation failure shows its reason', () => {
    render(
      <SendSolanaTransactionView
        {...props({
          preview: {
            ...solanaSendPreview,
            scan: {
              verdict: 'malicious',
              warnings: [{ code: 'DENY_LISTED', description: 'Known drainer.' }],
              changes: [],
              simulationError: 'Blockhash not found',
            },
          },
        })}
      />,
    );
    expect(screen.getByText('Simulation failed: Blockhash not found')).toBeInTheDocument();
    expect(screen.getByText('Known drainer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand and want to proceed anyways.' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it("sending, then the receipt: 'Transaction complete!', the signature to copy (no cluster, so no explorer link), All Done", async () => {
    const onDone = vi.fn();
    const { rerender, container } = render(<SendSolanaTransactionView {...props({ status: 'signing' })} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    rerender(<SendSolanaTransactionView {...props({ status: 'success', receipt: solanaSendReceipt, onDone })} />);
    expect(screen.getByRole('heading', { name: 'Transaction complete!' })).toBeInTheDocument();
    expect(screen.getByTitle(solanaSendReceipt.signature).textContent).toBe('5VERv8…kQUW');
    expect(screen.getByRole('button', { name: 'Copy signature' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("the error screen: missing funds in 'Error message', 'Retry transaction'", async () => {
    const onSign = vi.fn();
    const { container } = render(
      <SendSolanaTransactionView {...props({ status: 'error', error: sendErrors.insufficientFunds, onSign })} />,
    );
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Error message' }).textContent).toBe(
      'Error messageSolana wallet has insufficient funds for this transaction.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry transaction' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a send that failed after the cluster took it (no confirmation in time) shows its signature with the retry', () => {
    const error = { code: ErrorCode.CLIENT_REQUEST_TIMEOUT, details: { hash: solanaSendReceipt.signature } };
    render(<SendSolanaTransactionView {...props({ status: 'error', error })} />);
    expect(screen.getByTitle(solanaSendReceipt.signature)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry transaction' })).toBeInTheDocument();
  });
});
