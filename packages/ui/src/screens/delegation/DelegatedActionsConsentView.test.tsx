import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { DelegatedActionsConsentView, type DelegatedActionsConsentViewProps } from './DelegatedActionsConsentView.tsx';

const address = '0x52908400098527886E0F7030069857D2E4169EE7';
const props = (overrides: Partial<DelegatedActionsConsentViewProps> = {}): DelegatedActionsConsentViewProps => ({
  status: 'prompt',
  appName: 'Acme',
  wallet: { address, chainType: 'ethereum' },
  onAccept: vi.fn(),
  onNotNow: vi.fn(),
  ...overrides,
});

describe('DelegatedActionsConsentView', () => {
  it("prompt: 'Enable offline access', what the app may do, the wallet shortened with its chain; Accept accepts", async () => {
    const onAccept = vi.fn();
    const writeText = vi.fn(() => Promise.resolve());
    const { container } = render(<DelegatedActionsConsentView {...props({ onAccept, writeText })} />);
    expect(container.querySelector('[data-screen="delegated-actions-consent"]')).toHaveAttribute(
      'data-status',
      'prompt',
    );
    expect(screen.getByRole('heading', { name: 'Enable offline access' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Acme will be able to use this wallet while you are away, only for the actions you allow. You can revoke this access at any time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ethereum wallet')).toBeInTheDocument();
    expect(screen.getByTitle(address).textContent).toBe('0x5290…9EE7');
    fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("'Not now' only when cancellable", async () => {
    const onNotNow = vi.fn();
    const { unmount } = render(<DelegatedActionsConsentView {...props({ onNotNow })} />);
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    unmount();
    const { container } = render(<DelegatedActionsConsentView {...props({ onNotNow, isCancellable: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onNotNow).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("the app's name is text, never markup; without one, 'This app'", () => {
    const { unmount } = render(<DelegatedActionsConsentView {...props({ appName: '<img src=x onerror=alert(1)>' })} />);
    expect(screen.getByText(/^<img src=x onerror=alert\(1\)> will be able to use this wallet/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    unmount();
    render(
      <DelegatedActionsConsentView {...props({ appName: null, wallet: { address: 'So1ana', chainType: 'solana' } })} />,
    );
    expect(screen.getByText(/^This app will be able to use this wallet/)).toBeInTheDocument();
    expect(screen.getByText('Solana wallet')).toBeInTheDocument();
  });

  it('delegating: Accept is busy, Not now disabled', async () => {
    const onAccept = vi.fn();
    const { container } = render(
      <DelegatedActionsConsentView {...props({ status: 'delegating', isCancellable: true, onAccept })} />,
    );
    const accept = screen.getByRole('button', { name: 'Enabling...' });
    expect(accept).toHaveAttribute('aria-busy', 'true');
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'delegating');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("success: 'Offline access enabled', no buttons", async () => {
    const { container } = render(<DelegatedActionsConsentView {...props({ status: 'success' })} />);
    expect(screen.getByRole('heading', { name: 'Offline access enabled' })).toBeInTheDocument();
    expect(screen.getByText('Acme can now use this wallet for the actions you allow.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-tone', 'success');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [ErrorCode.USER_DECLINED_DELEGATION, 'User declined delegating actions.'],
    [ErrorCode.DELEGATION_WALLET_NOT_FOUND, 'Address to delegate is not associated with current user.'],
  ])("error %s: the code's copy, no retry", async (code, text) => {
    const { container } = render(<DelegatedActionsConsentView {...props({ status: 'error', error: { code } })} />);
    expect(screen.getByRole('heading', { name: 'Could not enable offline access' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'error');
    expect(await axeViolations(container)).toEqual([]);
  });
});
