import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ethTarget } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingAmountView, type FundingAmountViewProps } from './FundingAmountView.tsx';

const props = (overrides: Partial<FundingAmountViewProps> = {}): FundingAmountViewProps => ({
  target: ethTarget,
  amountValid: true,
  onAmountChange: vi.fn(),
  onContinue: vi.fn(),
  ...overrides,
});

const field = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

describe('FundingAmountView', () => {
  it("'Confirm or edit amount': the amount, its symbol and network; Continue", async () => {
    const onContinue = vi.fn();
    const { container } = render(<FundingAmountView {...props({ onContinue })} />);
    expect(container.querySelector('[data-screen="funding-amount"]')).toHaveAttribute('data-status', 'editing-amount');
    expect(screen.getByRole('heading', { name: 'Confirm or edit amount' })).toBeInTheDocument();
    expect(field().value).toBe('0.05');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('ETH')).toBeInTheDocument();
    expect(screen.getByText('You will add ETH on Base.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('an amount not above 0: Continue disabled, Enter does nothing', () => {
    const onContinue = vi.fn();
    render(<FundingAmountView {...props({ target: { ...ethTarget, amount: '0' }, amountValid: false, onContinue })} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    fireEvent.submit(field());
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('Enter on a valid amount continues', () => {
    const onContinue = vi.fn();
    render(<FundingAmountView {...props({ onContinue })} />);
    fireEvent.submit(field());
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it.each([
    ['1.5', '1.5'],
    ['12', '12'],
    ['.5', '.5'],
    ['1.', '1.'],
    ['-1a.2.5', '1.25'],
    ['1,5', '15'],
    ['1e5', '15'],
    [' 2 ', '2'],
    ['abc', ''],
  ])('typing %j gives %j: digits and one dot only (spec §5)', (typed, kept) => {
    const onAmountChange = vi.fn();
    render(<FundingAmountView {...props({ onAmountChange })} />);
    fireEvent.change(field(), { target: { value: typed } });
    expect(onAmountChange).toHaveBeenCalledExactlyOnceWith(kept);
  });
});
