import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bridgeResult, cardResult, ethTarget, walletResult } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingSuccessView } from './FundingSuccessView.tsx';

describe('FundingSuccessView', () => {
  it("'Success!' and what was added; terminal", async () => {
    const { container } = render(<FundingSuccessView target={ethTarget} result={cardResult} />);
    const root = container.querySelector('[data-screen="funding-success"]');
    expect(root).toHaveAttribute('data-status', 'done');
    expect(root).toHaveAttribute('data-terminal', 'true');
    expect(screen.getByRole('heading', { name: 'Success!' })).toHaveFocus();
    expect(screen.getByText('0.05 ETH was added to your wallet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a transfer: its hash to copy, and its explorer page on the chain's explorer", async () => {
    const { container } = render(<FundingSuccessView target={ethTarget} result={walletResult} />);
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
      'href',
      `https://basescan.org/tx/${walletResult.transactionHash}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a chain with no explorer: the hash without a link', () => {
    render(<FundingSuccessView target={ethTarget} result={{ ...walletResult, chainId: 'eip155:31337' }} />);
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('submitted (a bridge): on its way', () => {
    render(<FundingSuccessView target={ethTarget} result={bridgeResult} />);
    expect(
      screen.getByText('0.05 ETH is on its way to your wallet. It may take a few minutes to arrive.'),
    ).toBeInTheDocument();
  });
});
