import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import {
  ExchangePaymentView,
  type ExchangePaymentViewProps,
  exchangePaymentViewStatuses,
} from './ExchangePaymentView.tsx';

const props = (overrides: Partial<ExchangePaymentViewProps> = {}): ExchangePaymentViewProps => ({
  provider: 'coinbase',
  payment: 'pending-in-flow',
  onContinue: vi.fn(),
  ...overrides,
});

const message = (container: HTMLElement) => container.querySelector('[data-slot="screen-message"]')?.textContent;

describe('ExchangePaymentView', () => {
  it.each(exchangePaymentViewStatuses)('%s: no axe violations', async (payment) => {
    const { container } = render(<ExchangePaymentView {...props({ payment })} />);
    expect(container.querySelector('[data-screen="exchange-payment"]')).toHaveAttribute('data-status', payment);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("pending in the exchange's window: 'Fund account', 'In Progress', go back there", () => {
    const { container } = render(<ExchangePaymentView {...props()} />);
    expect(screen.getByRole('heading', { name: 'Fund account' })).toBeInTheDocument();
    expect(message(container)).toBe('In Progress');
    expect(screen.getByText('Go back to Coinbase to finish funding your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("pending after the window closed: 'In Progress', the funds arrive later", () => {
    const { container } = render(<ExchangePaymentView {...props({ payment: 'pending-after-flow' })} />);
    expect(message(container)).toBe('In Progress');
    expect(
      screen.getByText('Your purchase is being completed. Your funds will arrive in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("success: 'You've funded your account!' with Continue", () => {
    const onContinue = vi.fn();
    const { container } = render(<ExchangePaymentView {...props({ payment: 'success', onContinue })} />);
    expect(container.querySelector('[data-tone="success"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You've funded your account!" })).toHaveFocus();
    expect(screen.getByText('It may take a few minutes for the assets to appear.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
