import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaVerifyChooserView } from './MfaVerifyChooserView.tsx';

describe('MfaVerifyChooserView', () => {
  it("'Verify your identity', 'Choose a verification method', the enrolled methods in the spec's order, Cancel", async () => {
    const onSelect = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(
      <MfaVerifyChooserView methods={['passkey', 'sms', 'totp']} onSelect={onSelect} onCancel={onCancel} />,
    );
    expect(container.querySelector('[data-screen="mfa-verify-chooser"]')).toHaveAttribute('data-status', 'choosing');
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText('Choose a verification method')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Authenticator app',
      'SMS',
      'Passkey',
      'Cancel',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'SMS' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('sms');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows only the methods the user has', () => {
    render(<MfaVerifyChooserView methods={['passkey', 'totp']} onSelect={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'SMS' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Passkey' })).toBeInTheDocument();
  });
});
