import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fundingErrors } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingErrorView } from './FundingErrorView.tsx';

describe('FundingErrorView', () => {
  it("the failure's text and Close; terminal", async () => {
    const onClose = vi.fn();
    const { container } = render(<FundingErrorView error={fundingErrors.notEnabled} onClose={onClose} />);
    const root = container.querySelector('[data-screen="funding-error"]');
    expect(root).toHaveAttribute('data-status', 'error');
    expect(root).toHaveAttribute('data-terminal', 'true');
    expect(screen.getByRole('heading', { name: 'Unable to add funds' })).toHaveFocus();
    expect(screen.getByText('Wallet funding is not enabled')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [fundingErrors.chainNotConfigured, 'Funding chain 10 is not in PrivyProvider chains list'],
    [
      { code: ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED, details: { chainId: 'eip155:59144' } },
      'Funding chain eip155:59144 is not in PrivyProvider chains list',
    ],
    [fundingErrors.unsupportedOnrampChain, 'Unsupported chainId 59144 for Coinbase Onramp'],
    // Without the chain, the code's own copy.
    [{ code: ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED }, 'Funding chain is not in PrivyProvider chains list'],
    [
      { code: ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED, details: { chainId: {} } },
      'Funding chain is not in PrivyProvider chains list',
    ],
    [{ code: ErrorCode.FUNDING_ASSET_NOT_SUPPORTED }, 'USDC funding is not supported on the Solana testnet'],
    [{ code: ErrorCode.INVALID_FUNDING_DATA }, 'Invalid funding data'],
  ])('%j reads %j', (error, text) => {
    render(<FundingErrorView error={error} onClose={vi.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
