import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { RevokeDelegationView, type RevokeDelegationViewProps } from './RevokeDelegationView.tsx';

const props = (overrides: Partial<RevokeDelegationViewProps> = {}): RevokeDelegationViewProps => ({
  status: 'prompt',
  appName: 'Acme',
  onConfirm: vi.fn(),
  onDeny: vi.fn(),
  ...overrides,
});

describe('RevokeDelegationView', () => {
  it("prompt: 'Revoke offline access to wallet', what revoking ends; Confirm and Deny", async () => {
    const onConfirm = vi.fn();
    const onDeny = vi.fn();
    const { container } = render(<RevokeDelegationView {...props({ onConfirm, onDeny })} />);
    expect(container.querySelector('[data-screen="revoke-delegation"]')).toHaveAttribute('data-status', 'prompt');
    expect(screen.getByRole('heading', { name: 'Revoke offline access to wallet' })).toBeInTheDocument();
    expect(screen.getByText('Acme will no longer be able to use your wallet while you are away.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(onDeny).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("without the app's name: 'This app'", () => {
    render(<RevokeDelegationView {...props({ appName: null })} />);
    expect(
      screen.getByText('This app will no longer be able to use your wallet while you are away.'),
    ).toBeInTheDocument();
  });

  it('revoking: Confirm is busy, Deny disabled', async () => {
    const { container } = render(<RevokeDelegationView {...props({ status: 'revoking' })} />);
    const confirm = screen.getByRole('button', { name: 'Revoking...' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'revoking');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("success: 'Offline access revoked', no buttons", async () => {
    const { container } = render(<RevokeDelegationView {...props({ status: 'success' })} />);
    expect(screen.getByRole('heading', { name: 'Offline access revoked' })).toBeInTheDocument();
    expect(screen.getByText('Acme can no longer use your wallet while you are away.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [ErrorCode.USER_DECLINED_REVOKE, 'User declined revoking access to their delegated wallet.'],
    [ErrorCode.CLIENT_REQUEST_TIMEOUT, 'The request timed out. Try again.'],
  ])("error %s: the code's copy, no retry", async (code, text) => {
    const { container } = render(<RevokeDelegationView {...props({ status: 'error', error: { code } })} />);
    expect(screen.getByRole('heading', { name: 'Could not revoke offline access' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'error');
    expect(await axeViolations(container)).toEqual([]);
  });
});
