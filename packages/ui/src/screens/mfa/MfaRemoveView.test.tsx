import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaRemoveView, type MfaRemoveViewProps, mfaRemoveViewStatuses } from './MfaRemoveView.tsx';

const props = (overrides: Partial<MfaRemoveViewProps> = {}): MfaRemoveViewProps => ({
  status: 'confirm',
  method: 'sms',
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('MfaRemoveView', () => {
  it.each(mfaRemoveViewStatuses)('%s: no axe violations', async (status) => {
    const { container } = render(<MfaRemoveView {...props({ status })} />);
    expect(container.querySelector('[data-screen="mfa-remove"]')).toHaveAttribute('data-status', status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("'Remove SMS verification?' and 'Remove authenticator app verification?': Remove confirms, Cancel cancels", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<MfaRemoveView {...props({ onConfirm, onCancel })} />);
    expect(screen.getByRole('heading', { name: 'Remove SMS verification?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<MfaRemoveView {...props({ method: 'totp' })} />);
    expect(screen.getByRole('heading', { name: 'Remove authenticator app verification?' })).toBeInTheDocument();
  });

  it('removing: both buttons wait', () => {
    render(<MfaRemoveView {...props({ status: 'removing' })} />);
    expect(screen.getByRole('button', { name: 'Removing' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("error: 'Unknown error' in an alert; Remove again", () => {
    const onConfirm = vi.fn();
    render(<MfaRemoveView {...props({ status: 'error', errorCode: ErrorCode.NETWORK_ERROR, onConfirm })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
