import { ErrorCode, type EthereumTransactionSummary } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import { detailRows as rows } from '../../testing/detailRows.ts';
import '../../testing/matchers.ts';
import { SignTransactionView, type SignTransactionViewProps } from './SignTransactionView.tsx';

const to = '0x52908400098527886E0F7030069857D2E4169EE7';
const transaction: EthereumTransactionSummary = {
  chainId: 11155111,
  chainName: 'Sepolia',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  to,
  value: 1_250_000_000_000_000_000n,
  data: '0xa9059cbb000000000000000000000000',
};
const props = (overrides: Partial<SignTransactionViewProps> = {}): SignTransactionViewProps => ({
  status: 'idle',
  transaction,
  onSign: vi.fn(),
  ...overrides,
});

describe('SignTransactionView', () => {
  it("idle: a transaction's own title and text, to, the amount in ETH, the network and the data; Approve signs", async () => {
    const onSign = vi.fn();
    const { container } = render(<SignTransactionView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="sign-transaction"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Sign transaction' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Sign message|will not cost you any fees/);
    expect(rows()).toEqual({
      To: to,
      Amount: '1.25 ETH',
      Network: 'Sepolia',
      Data: '0xa9059cbb000000000000000000000000',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a contract creation, an unnamed chain, another currency, no data', async () => {
    const { container } = render(
      <SignTransactionView
        {...props({
          transaction: {
            ...transaction,
            to: null,
            chainId: 31337,
            chainName: null,
            nativeCurrency: { symbol: 'POL', decimals: 18 },
            value: 0n,
            data: null,
          },
        })}
      />,
    );
    expect(rows()).toEqual({ To: 'New contract', Amount: '0 POL', Network: 'Chain 31337', Data: 'None' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uiOptions replace the title, the text and the button', () => {
    render(
      <SignTransactionView {...props({ title: 'Pay Acme', description: 'For your order.', buttonText: 'Pay' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Pay Acme' })).toBeInTheDocument();
    expect(screen.getByText('For your order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it("signing: 'Signing...', disabled", async () => {
    const { container } = render(<SignTransactionView {...props({ status: 'signing' })} />);
    expect(screen.getByRole('button', { name: 'Signing...' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('success: no button, the success announced', async () => {
    const { container } = render(<SignTransactionView {...props({ status: 'success' })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Success!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: the code's copy and Retry", async () => {
    const onSign = vi.fn();
    const { container } = render(
      <SignTransactionView {...props({ status: 'error', error: { code: ErrorCode.UNABLE_TO_SIGN }, onSign })} />,
    );
    expect(screen.getByText('Failed to sign message')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
