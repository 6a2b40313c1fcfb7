import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ethTarget, originTransaction } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingBridgingView, fundingBridgingViewStatuses } from './FundingBridgingView.tsx';

const texts = {
  waiting: ['pending', 'Waiting for your transaction to confirm.'],
  pending: ['pending', 'Moving your funds to Base.'],
  delayed: ['pending', 'This is taking longer than usual. Your funds are on their way to Base.'],
  success: ['success', 'Your funds arrived on Base.'],
  refund: ['error', 'The bridge could not complete. Your funds are being refunded.'],
  failure: ['error', 'The bridge could not complete.'],
} as const;

describe('FundingBridgingView', () => {
  it.each(fundingBridgingViewStatuses)('%s: its text and tone, the origin transaction to copy', async (status) => {
    const { container } = render(
      <FundingBridgingView target={ethTarget} bridgeStatus={status} originTransaction={originTransaction} />,
    );
    const root = container.querySelector('[data-screen="funding-bridging"]');
    expect(root).toHaveAttribute('data-status', status);
    expect(root).toHaveAttribute('data-tone', texts[status][0]);
    expect(screen.getByRole('heading', { name: 'Bridging funds' })).toBeInTheDocument();
    expect(screen.getByText(texts[status][1])).toBeInTheDocument();
    expect(screen.getByTitle(originTransaction).textContent).toBe('0x9f2b…4567');
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
