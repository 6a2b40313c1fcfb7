import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaVerifyPasskeyView, type MfaVerifyPasskeyViewProps } from './MfaVerifyPasskeyView.tsx';

const props = (overrides: Partial<MfaVerifyPasskeyViewProps> = {}): MfaVerifyPasskeyViewProps => ({
  status: 'waiting',
  onRetry: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('MfaVerifyPasskeyView', () => {
  it("waiting: 'Verifying with passkey', the date a passkey was last added, Cancel", async () => {
    const onCancel = vi.fn();
    const { container } = render(
      <MfaVerifyPasskeyView {...props({ lastAddedAt: Date.UTC(2026, 0, 12, 12), onCancel })} />,
    );
    expect(container.querySelector('[data-screen="mfa-verify-passkey"]')).toHaveAttribute('data-status', 'waiting');
    expect(screen.getByRole('heading', { name: 'Verifying with passkey' })).toBeInTheDocument();
    expect(screen.getByText('Passkey last added on Jan 12, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("PASSKEY_NOT_ALLOWED: its copy, 'Try again' and 'Choose another method'", async () => {
    const onRetry = vi.fn();
    const onChooseAnother = vi.fn();
    const { container } = render(
      <MfaVerifyPasskeyView
        {...props({ status: 'error', errorCode: ErrorCode.PASSKEY_NOT_ALLOWED, onRetry, onChooseAnother })}
      />,
    );
    expect(
      screen.getByRole('heading', {
        name: 'Verifying with passkey',
        description: 'Passkey request timed out or rejected by user.',
      }),
    ).toHaveFocus();
    expect(container.querySelector('[data-screen]')).not.toHaveAttribute('data-terminal');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(onChooseAnother).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("anything else: 'Something went wrong.' with 'Try again'; no 'Choose another method' with one method", () => {
    render(<MfaVerifyPasskeyView {...props({ status: 'error', errorCode: ErrorCode.NETWORK_ERROR })} />);
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another method' })).toBeNull();
  });

  it('a blocking error disables retry: the copy and Cancel only, terminal', () => {
    const { container } = render(
      <MfaVerifyPasskeyView
        {...props({
          status: 'error',
          errorCode: ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED,
          onChooseAnother: vi.fn(),
        })}
      />,
    );
    expect(
      screen.getByText(
        'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel']);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-terminal');
  });
});
