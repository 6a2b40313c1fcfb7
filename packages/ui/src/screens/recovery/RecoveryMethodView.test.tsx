import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { RecoveryMethodView, type RecoveryMethodViewProps } from './RecoveryMethodView.tsx';

const props = (overrides: Partial<RecoveryMethodViewProps> = {}): RecoveryMethodViewProps => ({
  status: 'choosing',
  offered: ['user-passcode', 'icloud', 'google-drive'],
  onSelect: vi.fn(),
  onShowInfo: vi.fn(),
  onHideInfo: vi.fn(),
  ...overrides,
});

const rows = () =>
  [...document.querySelectorAll('[data-method]')].map((row) => [row.getAttribute('data-method'), row.textContent]);

describe('RecoveryMethodView', () => {
  it("'Secure your account': the clouds, then the password; a row selects its method", async () => {
    const onSelect = vi.fn();
    const { container } = render(<RecoveryMethodView {...props({ onSelect })} />);
    expect(container.querySelector('[data-screen="recovery-method"]')).toHaveAttribute('data-status', 'choosing');
    expect(screen.getByRole('heading', { name: 'Secure your account' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['google-drive', 'Back up to Google Drive'],
      ['icloud', 'Back up to Apple iCloud'],
      ['user-passcode', 'Set a password'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Back up to Apple iCloud' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('icloud');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('only the methods the app offers', () => {
    render(<RecoveryMethodView {...props({ offered: ['user-passcode'] })} />);
    expect(rows()).toEqual([['user-passcode', 'Set a password']]);
  });

  it("a wallet backed up to a cloud: 'Update backup method', that cloud hidden", () => {
    render(<RecoveryMethodView {...props({ current: 'google-drive' })} />);
    expect(screen.getByRole('heading', { name: 'Update backup method' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['icloud', 'Back up to Apple iCloud'],
      ['user-passcode', 'Set a password'],
    ]);
  });

  it("a wallet with a password: 'Reset your password'", () => {
    const onSelect = vi.fn();
    render(<RecoveryMethodView {...props({ current: 'user-passcode', onSelect })} />);
    expect(screen.getByRole('heading', { name: 'Update backup method' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset your password' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('user-passcode');
  });

  it("'Why do I need to secure my account?' opens the info panel", () => {
    const onShowInfo = vi.fn();
    render(<RecoveryMethodView {...props({ onShowInfo })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Why do I need to secure my account?' }));
    expect(onShowInfo).toHaveBeenCalledOnce();
  });

  it("info: the panel, and 'Select backup method' back to the methods", async () => {
    const onHideInfo = vi.fn();
    const onSelect = vi.fn();
    const { container } = render(<RecoveryMethodView {...props({ status: 'info', onHideInfo, onSelect })} />);
    expect(container.querySelector('[data-status="info"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why do I need to secure my account?' })).toHaveFocus();
    expect(rows()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Select backup method' }));
    expect(onHideInfo).toHaveBeenCalledOnce();
    expect(onSelect).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
