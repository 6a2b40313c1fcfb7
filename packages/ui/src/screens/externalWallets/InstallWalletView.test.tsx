import { knownSolanaWallets } from '@foyer/headless/solana';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rainbowToInstall } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { InstallWalletView } from './InstallWalletView.tsx';

describe('InstallWalletView', () => {
  it('desktop: the install steps, the install link, Reload the page and Learn more', async () => {
    const onReload = vi.fn();
    const { container } = render(
      <InstallWalletView status="desktop" option={rainbowToInstall} onReload={onReload} onContinue={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Open or install Rainbow' })).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Get Rainbow' })).toHaveAttribute('href', 'https://rainbow.me/download');
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'https://ethereum.org/en/wallets/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("mobile: 'Go to Rainbow to continue' with Continue; then 'Still here?' with 'Go to App Store'", async () => {
    const onContinue = vi.fn();
    const { container, rerender } = render(
      <InstallWalletView status="mobile" option={rainbowToInstall} onReload={vi.fn()} onContinue={onContinue} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <InstallWalletView status="still-here" option={rainbowToInstall} onReload={vi.fn()} onContinue={onContinue} />,
    );
    expect(screen.getByRole('heading', { name: 'Still here?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to App Store' })).toHaveAttribute(
      'href',
      'https://rainbow.me/download',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a Solana wallet: the same steps, with its install page and the Solana Learn more', async () => {
    const phantom = knownSolanaWallets.find((wallet) => wallet.id === 'phantom')!;
    const { container } = render(
      <InstallWalletView status="desktop" option={phantom} onReload={vi.fn()} onContinue={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Open or install Phantom' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Get Phantom' })).toHaveAttribute('href', 'https://phantom.com/download');
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'https://solana.com/ecosystem/explore?categories=wallet',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links only https install pages', () => {
    render(
      <InstallWalletView
        status="desktop"
        option={{ ...rainbowToInstall, installUrl: 'javascript:alert(1)' }}
        onReload={vi.fn()}
        onContinue={vi.fn()}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Get Rainbow' })).toBeNull();
  });
});
