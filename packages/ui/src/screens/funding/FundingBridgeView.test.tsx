import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bridgeSources, ethTarget, metamaskWallet } from '../../../../../stories/fixtures/funding.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FundingBridgeView, type FundingBridgeViewProps } from './FundingBridgeView.tsx';

const props = (overrides: Partial<FundingBridgeViewProps> = {}): FundingBridgeViewProps => ({
  target: ethTarget,
  from: metamaskWallet,
  sources: bridgeSources,
  selected: 'eip155:10',
  quoting: false,
  submitting: false,
  onSelectSource: vi.fn(),
  onConfirm: vi.fn(),
  ...overrides,
});

const dropdown = () => screen.getByRole('combobox', { name: 'From network' }) as HTMLSelectElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm with MetaMask' });

describe('FundingBridgeView', () => {
  it("'Transfer from another network': the amount, the networks with balances (3 decimals), the cost; confirm", async () => {
    const onConfirm = vi.fn();
    const { container } = render(<FundingBridgeView {...props({ onConfirm })} />);
    expect(container.querySelector('[data-screen="funding-bridge"]')).toHaveAttribute('data-status', 'choosing-bridge');
    expect(screen.getByRole('heading', { name: 'Transfer from another network' })).toBeInTheDocument();
    expect(screen.getByText('0.05 ETH')).toBeInTheDocument();
    expect([...dropdown().options].map((option) => [option.value, option.textContent])).toEqual([
      ['eip155:10', 'OP Mainnet (0.123 ETH)'],
      ['eip155:42161', 'Arbitrum One (0.012 ETH)'],
      ['eip155:1', 'Ethereum (2.5 ETH)'],
    ]);
    expect(dropdown().value).toBe('eip155:10');
    expect(screen.getByText('You send 0.05031 ETH, fees included.')).toBeInTheDocument();
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('choosing another network', () => {
    const onSelectSource = vi.fn();
    render(<FundingBridgeView {...props({ onSelectSource })} />);
    fireEvent.change(dropdown(), { target: { value: 'eip155:1' } });
    expect(onSelectSource).toHaveBeenCalledExactlyOnceWith('eip155:1');
  });

  it('quoting: announced, no cost yet, no confirming', async () => {
    const { container } = render(<FundingBridgeView {...props({ quoting: true })} />);
    expect(screen.getByText('Getting a quote...')).toBeInTheDocument();
    expect(screen.queryByText(/You send/)).toBeNull();
    expect(confirm()).toBeDisabled();
    expect(dropdown()).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a network not quoted yet cannot be confirmed', () => {
    render(<FundingBridgeView {...props({ selected: 'eip155:42161' })} />);
    expect(confirm()).toBeDisabled();
  });

  it("none chosen: 'Select a network', no confirming", async () => {
    const { container } = render(<FundingBridgeView {...props({ selected: null })} />);
    expect(dropdown().value).toBe('');
    expect(dropdown().selectedOptions[0]?.textContent).toBe('Select a network');
    expect(confirm()).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('submitting: the dropdown and the button wait', () => {
    render(<FundingBridgeView {...props({ submitting: true })} />);
    expect(dropdown()).toBeDisabled();
    expect(confirm()).toBeDisabled();
    expect(screen.getByText('Confirm the transfer in MetaMask')).toBeInTheDocument();
  });
});
