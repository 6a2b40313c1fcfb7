import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardSummary, ethTarget } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { CardPaymentView, type CardPaymentViewProps, cardPaymentViewStatuses } from './CardPaymentView.tsx';

const props = (overrides: Partial<CardPaymentViewProps> = {}): CardPaymentViewProps => ({
  target: ethTarget,
  provider: 'moonpay',
  payment: 'pending',
  summary: null,
  onContinue: vi.fn(),
  ...overrides,
});

/** Per payment: the title, the status line, the text, whether Continue shows. */
const expected = {
  opening: ['Fund account', 'Opening Moonpay...', 'Finish your purchase in the Moonpay window.', false],
  pending: ['Fund account', 'Waiting for Moonpay', 'Finish your purchase in the Moonpay window.', false],
  processing: [
    'Fund account',
    'Processing payment',
    'Your payment is being processed. Your funds will arrive once it completes.',
    true,
  ],
  completed: ["You've funded your account!", '', 'It may take a few minutes for the assets to appear.', true],
  'in-progress': ['Fund account', 'In Progress', 'Go back to the provider to finish funding your account.', false],
} as const;

/** The details box, label → value. */
const rows = () =>
  Object.fromEntries(
    [...screen.getByRole('region', { name: 'Payment summary' }).querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

describe('CardPaymentView', () => {
  it.each(cardPaymentViewStatuses)(
    '%s: its title, status and text; Continue where the spec has it',
    async (payment) => {
      const onContinue = vi.fn();
      const { container } = render(<CardPaymentView {...props({ payment, onContinue })} />);
      const [title, status, text, continues] = expected[payment];
      const root = container.querySelector('[data-screen="card-payment"]');
      expect(root).toHaveAttribute('data-status', payment);
      expect(root).toHaveAttribute('data-tone', payment === 'completed' ? 'success' : 'pending');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(container.querySelector('[data-slot="screen-message"]')?.textContent ?? '').toBe(status);
      expect(screen.getByText(text)).toBeInTheDocument();
      const button = screen.queryByRole('button', { name: 'Continue' });
      expect(button !== null).toBe(continues);
      if (button) {
        fireEvent.click(button);
        expect(onContinue).toHaveBeenCalledOnce();
      }
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it("the provider's summary: paid and fees in dollars (2 decimals), the amount received", async () => {
    const { container } = render(<CardPaymentView {...props({ payment: 'completed', summary: cardSummary })} />);
    expect(rows()).toEqual({ 'You pay': '$100.00', Fees: '$3.99', 'You receive': '0.0312 ETH' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("fees under a cent read '<$0.01'; no amount received yet, no row", () => {
    render(<CardPaymentView {...props({ summary: { ...cardSummary, fees: 0.004, quoteCurrencyAmount: null } })} />);
    expect(rows()).toEqual({ 'You pay': '$100.00', Fees: '<$0.01' });
  });

  it('no summary, no box', () => {
    render(<CardPaymentView {...props()} />);
    expect(screen.queryByRole('region', { name: 'Payment summary' })).toBeNull();
  });
});
