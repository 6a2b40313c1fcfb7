import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ethTarget,
  metamaskWallet,
  solanaUsdcTarget,
  transfer,
  usdcTarget,
} from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingConfirmView, type FundingConfirmViewProps } from './FundingConfirmView.tsx';

const props = (overrides: Partial<FundingConfirmViewProps> = {}): FundingConfirmViewProps => ({
  target: ethTarget,
  from: metamaskWallet,
  ...transfer,
  submitting: false,
  onConfirm: vi.fn(),
  ...overrides,
});

/** The details box, label → value. */
const rows = () =>
  Object.fromEntries(
    [...screen.getByRole('region', { name: 'Transfer details' }).querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

describe('FundingConfirmView', () => {
  it("Total, To, Network, Estimated fee; 'Confirm with MetaMask'", async () => {
    const onConfirm = vi.fn();
    const { container } = render(<FundingConfirmView {...props({ onConfirm })} />);
    expect(container.querySelector('[data-screen="funding-confirm"]')).toHaveAttribute(
      'data-status',
      'confirming-transfer',
    );
    expect(rows()).toEqual({
      Total: '0.050042 ETH',
      To: ethTarget.address,
      Network: 'Base',
      'Estimated fee': '0.000042 ETH',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with MetaMask' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('native amounts show at most 6 decimals, cut (spec §9)', () => {
    render(<FundingConfirmView {...props({ total: 50_042_999_999_999_999n, fee: 1n })} />);
    expect(rows().Total).toBe('0.050042 ETH');
    expect(rows()['Estimated fee']).toBe('<0.000001 ETH');
  });

  it("a token: the total in the token, the fee in the chain's currency", () => {
    render(<FundingConfirmView {...props({ target: usdcTarget, total: 25_000_000n })} />);
    expect(rows().Total).toBe('25 USDC');
    expect(rows()['Estimated fee']).toBe('0.000042 ETH');
  });

  it('a Solana token: the fee in SOL', () => {
    render(<FundingConfirmView {...props({ target: solanaUsdcTarget, total: 10_000_000n, fee: 5_000n })} />);
    expect(rows()['Estimated fee']).toBe('0.000005 SOL');
  });

  it('submitting: busy, the button disabled, what the wallet does announced', async () => {
    const onConfirm = vi.fn();
    const { container } = render(<FundingConfirmView {...props({ submitting: true, onConfirm })} />);
    expect(container.querySelector('[data-tone="pending"]')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Confirm with MetaMask' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Confirm the transfer in MetaMask')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
