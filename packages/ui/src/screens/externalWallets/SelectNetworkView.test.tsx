import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { SelectNetworkView } from './SelectNetworkView.tsx';

describe('SelectNetworkView', () => {
  it("'Select network', the wallet's name, one button per network in order; no axe violations", async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <SelectNetworkView walletName="Phantom" networks={['ethereum', 'solana']} onSelect={onSelect} />,
    );
    expect(screen.getByRole('heading', { name: 'Select network' })).toBeInTheDocument();
    expect(screen.getByText('Phantom')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Ethereum', 'Solana']);
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('ethereum');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders a config-given name as text, and no icon that is not data:image or https', () => {
    render(
      <SelectNetworkView
        walletName="<b>Phantom</b>"
        walletIcon="javascript:alert(1)"
        networks={['solana']}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByText('<b>Phantom</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
