import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passkeyAccounts } from '../../../../../stories/fixtures/passkeys.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasskeyRemoveConfirmView, type PasskeyRemoveConfirmViewProps } from './PasskeyRemoveConfirmView.tsx';

const props = (overrides: Partial<PasskeyRemoveConfirmViewProps> = {}): PasskeyRemoveConfirmViewProps => ({
  status: 'confirm',
  passkey: passkeyAccounts.keychain,
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('PasskeyRemoveConfirmView', () => {
  it("confirm: the spec's question, the passkey, then Remove and Cancel by keyboard", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(<PasskeyRemoveConfirmView {...props({ onConfirm, onCancel })} />);
    expect(container.querySelector('[data-screen="passkey-remove"]')).toHaveAttribute('data-status', 'confirm');
    expect(screen.getByRole('heading', { name: 'Are you sure you want to remove this passkey?' })).toHaveFocus();
    expect(screen.getByText('iCloud Keychain')).toBeInTheDocument();
    expect(screen.getByText('Last verified Jan 12, 2026')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removing: a spinner on Remove, both buttons disabled', async () => {
    const { container } = render(<PasskeyRemoveConfirmView {...props({ status: 'removing' })} />);
    const remove = screen.getByRole('button', { name: 'Removing...' });
    expect(remove).toHaveAttribute('aria-busy', 'true');
    expect(remove).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [ErrorCode.PASSKEY_NOT_ALLOWED, 'Passkey request timed out or rejected by user.'],
    [ErrorCode.UNKNOWN_AUTH_ERROR, 'Unknown error occurred.'],
  ] satisfies [FoyerErrorCode, string][])('error %s: %s, and Remove again', async (errorCode, text) => {
    const onConfirm = vi.fn();
    const { container } = render(<PasskeyRemoveConfirmView {...props({ status: 'error', errorCode, onConfirm })} />);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(container.querySelector('[data-screen]')).not.toHaveAttribute('data-terminal');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a passkey enrolled in MFA the server will not unlink: the spec's error, Cancel only", async () => {
    const { container } = render(
      <PasskeyRemoveConfirmView {...props({ status: 'error', errorCode: ErrorCode.MISSING_MFA_CREDENTIALS })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Cannot unlink a passkey enrolled in MFA');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-terminal', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
