import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allOptions, fundingErrors, manualOnly } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingMethodView, type FundingMethodViewProps } from './FundingMethodView.tsx';

const props = (overrides: Partial<FundingMethodViewProps> = {}): FundingMethodViewProps => ({
  walletName: 'Acme',
  options: allOptions,
  error: null,
  onSelect: vi.fn(),
  onAlternateProvider: vi.fn(),
  ...overrides,
});

const rows = () =>
  [...document.querySelectorAll('[data-method]')].map((row) => [row.getAttribute('data-method'), row.textContent]);

describe('FundingMethodView', () => {
  it("'Add funds to your Acme wallet': every offered method, the Apple Pay badge; a row selects its method", async () => {
    const onSelect = vi.fn();
    const { container } = render(<FundingMethodView {...props({ onSelect })} />);
    expect(container.querySelector('[data-screen="funding-method"]')).toHaveAttribute('data-status', 'choosing-method');
    expect(screen.getByRole('heading', { name: 'Add funds to your Acme wallet' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['card', 'Pay with cardApple Pay'],
      ['exchange', 'Transfer from an exchange'],
      ['wallet', 'Transfer from wallet'],
      ['manual', 'Receive funds'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer from an exchange' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('exchange');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('only the methods offered; the Google Pay badge; no link without a second provider', () => {
    render(
      <FundingMethodView
        {...props({
          options: {
            ...allOptions,
            card: ['coinbase'],
            cardBadge: 'google-pay',
            wallet: false,
            showAlternateProvider: false,
          },
        })}
      />,
    );
    expect(rows()).toEqual([
      ['card', 'Pay with cardGoogle Pay'],
      ['exchange', 'Transfer from an exchange'],
      ['manual', 'Receive funds'],
    ]);
    expect(screen.queryByRole('button', { name: /Try a different provider/ })).toBeNull();
  });

  it("no card provider: no 'Pay with card'", () => {
    render(<FundingMethodView {...props({ options: manualOnly })} />);
    expect(rows()).toEqual([['manual', 'Receive funds']]);
  });

  it('the alternate-provider link', () => {
    const onAlternateProvider = vi.fn();
    render(<FundingMethodView {...props({ onAlternateProvider })} />);
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Having trouble or facing location restrictions? Try a different provider.',
      }),
    );
    expect(onAlternateProvider).toHaveBeenCalledOnce();
  });

  it("the banner: the last method's failure, in an alert", async () => {
    const { container } = render(<FundingMethodView {...props({ error: fundingErrors.cardFailed })} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong adding funds from Moonpay. Please try again or use another method to fund your wallet.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a banner naming a chain shows its id', () => {
    render(<FundingMethodView {...props({ error: fundingErrors.unsupportedOnrampChain })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unsupported chainId 59144 for Coinbase Onramp');
  });
});
