import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaEnrollChooserView, type MfaEnrollChooserViewProps } from './MfaEnrollChooserView.tsx';

const props = (overrides: Partial<MfaEnrollChooserViewProps> = {}): MfaEnrollChooserViewProps => ({
  status: 'choosing',
  offered: ['sms', 'totp', 'passkey'],
  enrolled: [],
  onSelect: vi.fn(),
  onRemove: vi.fn(),
  ...overrides,
});

describe('MfaEnrollChooserView', () => {
  it("'Choose a verification method': the app's methods in the spec's order (Passkey, Authenticator app, SMS)", async () => {
    const onSelect = vi.fn();
    const { container } = render(<MfaEnrollChooserView {...props({ onSelect })} />);
    expect(container.querySelector('[data-screen="mfa-enroll-chooser"]')).toHaveAttribute('data-status', 'choosing');
    expect(screen.getByRole('heading', { name: 'Choose a verification method' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Passkey',
      'Authenticator app',
      'SMS',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Authenticator app' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('totp');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('only the methods the app enables', () => {
    render(<MfaEnrollChooserView {...props({ offered: ['totp'] })} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Authenticator app']);
  });

  it("an enabled method shows 'Enabled' and Remove, and cannot be selected", async () => {
    const onSelect = vi.fn();
    const onRemove = vi.fn();
    const { container } = render(<MfaEnrollChooserView {...props({ enrolled: ['totp'], onSelect, onRemove })} />);
    expect(screen.queryByRole('button', { name: 'Authenticator app' })).toBeNull();
    const row = container.querySelector('[data-method="totp"]')!;
    expect(row.textContent).toContain('Enabled');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Authenticator app' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('totp');
    fireEvent.click(row);
    expect(onSelect).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('SMS is disabled for a user who logs in with SMS, and says why', async () => {
    const onSelect = vi.fn();
    const { container } = render(<MfaEnrollChooserView {...props({ smsLogin: true, onSelect })} />);
    const sms = screen.getByRole('button', { name: 'SMS', description: 'Not available: you log in with SMS.' });
    expect(sms).toBeDisabled();
    fireEvent.click(sms);
    expect(onSelect).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: an enrollment failure is 'Unknown error', in an alert; the methods stay", async () => {
    const { container } = render(
      <MfaEnrollChooserView {...props({ status: 'error', errorCode: ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR })} />,
    );
    expect(container.querySelector('[data-status="error"]')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
    expect(screen.getByRole('button', { name: 'Passkey' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('error: a canceled verification says so (spec §8)', () => {
    render(<MfaEnrollChooserView {...props({ status: 'error', errorCode: ErrorCode.MFA_CANCELED })} />);
    expect(screen.getByRole('alert').textContent).toBe('Verification canceled');
  });
});
