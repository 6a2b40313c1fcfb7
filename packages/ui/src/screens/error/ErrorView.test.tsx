import { ApiError, NetworkError } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ErrorView } from './ErrorView.tsx';

describe('ErrorView', () => {
  it.each([
    ['too-many-requests', new ApiError(429, { error: 'x' }, '/init'), 'Request failed', 'Too many attempts.', 'Try again later'],
    ['not-allowed', new ApiError(403, { error: 'x', code: 'disallowed_login_method' }, '/init'), 'Not allowed', 'This login method is not enabled for this app.', 'Try another method'],
    ['allowlist-rejected', new ApiError(403, { error: 'x', code: 'allowlist_rejected' }, '/init'), "You don't have access to this app", 'Have you been invited?', 'Try another account'],
    ['user-limit', new ApiError(403, { error: 'x', code: 'max_accounts_reached' }, '/auth'), 'Unable to sign in', 'This application has reached its user limit and cannot sign in new users.', 'Go back'],
    ['account-not-found', new ApiError(404, { error: 'x', code: 'user_does_not_exist' }, '/auth'), 'Account not found', 'Please try logging in again or go to Acme to create an account.', 'Try logging in again'],
    ['linked-to-another-user', new ApiError(400, { error: 'Linked elsewhere', code: 'linked_to_another_user' }, '/link'), 'Authentication failed', 'This account has already been linked to another user.', 'Try again'],
    ['server-message', new ApiError(422, { error: 'Email domain not allowed' }, '/init'), 'Something went wrong', 'Email domain not allowed', 'Try again'],
    ['unknown', new NetworkError('/init', null), 'Something went wrong', 'Try again later', 'Try again'],
  ] as const)('%s', async (status, error, title, detail, action) => {
    const onAction = vi.fn();
    const { container } = render(<ErrorView error={error} appName="Acme" onAction={onAction} />);
    expect(container.querySelector('[data-screen="error"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: action }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the app's allowlist copy as text, and its call to action links out when it is http(s)", async () => {
    const error = new ApiError(403, { error: 'x', code: 'allowlist_rejected' }, '/init');
    const allowlist = { errorTitle: 'Invite only <b>', errorDetail: 'Ask us for an invite.', ctaText: 'Join the waitlist', ctaLink: 'https://acme.test/waitlist' };
    const onAction = vi.fn();
    const { container, rerender } = render(<ErrorView error={error} allowlist={allowlist} onAction={onAction} />);
    expect(screen.getByRole('heading', { name: 'Invite only <b>' })).toBeInTheDocument();
    expect(screen.getByText('Ask us for an invite.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Join the waitlist' });
    expect(link).toHaveAttribute('href', 'https://acme.test/waitlist');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations(container)).toEqual([]);

    rerender(<ErrorView error={error} allowlist={{ ...allowlist, ctaLink: 'javascript:alert(1)' }} onAction={onAction} />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('renders the server message as text, never as markup', () => {
    const error = new ApiError(400, { error: '<img src=x onerror=alert(1)>' }, '/init');
    const { container } = render(<ErrorView error={error} onAction={vi.fn()} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('never shows the developer message', () => {
    render(<ErrorView error={new NetworkError('/secret/path', null)} onAction={vi.fn()} />);
    expect(screen.queryByText(/secret/)).not.toBeInTheDocument();
  });
});
