import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasskeyStatusView } from './PasskeyStatusView.tsx';

describe('PasskeyStatusView', () => {
  it("waiting: 'Waiting for passkey'", async () => {
    const { container } = render(<PasskeyStatusView status="waiting" onRetry={vi.fn()} />);
    expect(container.querySelector('[data-screen="passkey-status"]')).toHaveAttribute('data-status', 'waiting');
    expect(screen.getByRole('heading', { name: 'Waiting for passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("success: 'Success'", async () => {
    const { container } = render(<PasskeyStatusView status="success" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a cancelled prompt: 'Something went wrong', the spec's message and hint, and Retry", async () => {
    const onRetry = vi.fn();
    const { container } = render(
      <PasskeyStatusView status="error" errorCode={ErrorCode.PASSKEY_NOT_ALLOWED} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Passkey request timed out or rejected by user.')).toBeInTheDocument();
    expect(screen.getByText(/Sign up with another method first/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a cancelled login where the app offers passkey sign-up: no 'another method', but 'Create new account'", async () => {
    const onSignup = vi.fn();
    const { container } = render(
      <PasskeyStatusView
        status="error"
        errorCode={ErrorCode.PASSKEY_NOT_ALLOWED}
        noPasskey="signup"
        onRetry={vi.fn()}
        onSignup={onSignup}
      />,
    );
    expect(screen.queryByText(/another method/)).toBeNull();
    expect(screen.getByText('No passkey yet? Create a new account with one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create new account' }));
    expect(onSignup).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a cancelled sign-up or link: no hint about having no passkey', () => {
    render(
      <PasskeyStatusView status="error" errorCode={ErrorCode.PASSKEY_NOT_ALLOWED} noPasskey={null} onRetry={vi.fn()} />,
    );
    expect(screen.getByText('Passkey request timed out or rejected by user.')).toBeInTheDocument();
    expect(screen.queryByText(/No passkey yet/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create new account' })).toBeNull();
  });

  it('a page address the browser refuses (an IP address): the true error, what to do, and no Retry', async () => {
    const { container } = render(
      <PasskeyStatusView status="error" errorCode={ErrorCode.PASSKEY_INVALID_DOMAIN} onRetry={vi.fn()} />,
    );
    expect(screen.getByText('Passkeys are not available at this address.')).toBeInTheDocument();
    expect(screen.getByText(/not an IP address \(on your own computer: localhost\)/)).toBeInTheDocument();
    expect(screen.queryByText('An unknown error occurred.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'Cannot link more passkeys to account.', false],
    [ErrorCode.WEBAUTHN_NOT_SUPPORTED, 'WebAuthn is not supported in this browser', false],
    [ErrorCode.PASSKEY_INVALID_DOMAIN, 'Passkeys are not available at this address.', false],
    [ErrorCode.INVALID_CREDENTIALS, 'An unknown error occurred.', true],
  ] satisfies [FoyerErrorCode, string, boolean][])('%s: %s (Retry: %s)', async (code, text, retry) => {
    const { container } = render(<PasskeyStatusView status="error" errorCode={code} onRetry={vi.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(retry);
    expect(await axeViolations(container)).toEqual([]);
  });
});
