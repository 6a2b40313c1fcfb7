import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ErrorView } from './ErrorView.tsx';

describe('ErrorView', () => {
  it.each([
    ['too-many-requests', 'Request failed', 'Too many attempts.', 'Try again later'],
    ['not-allowed', 'Not allowed', 'This login method is not enabled for this app.', 'Try another method'],
    ['allowlist-rejected', "You don't have access to this app", 'Have you been invited?', 'Try another account'],
    [
      'user-limit',
      'Unable to sign in',
      'This application has reached its user limit and cannot sign in new users.',
      'Go back',
    ],
    [
      'account-not-found',
      'Account not found',
      'Please try logging in again or go to Acme to create an account.',
      'Try logging in again',
    ],
    [
      'linked-to-another-user',
      'Authentication failed',
      'This account has already been linked to another user.',
      'Try again',
    ],
    ['server-message', 'Something went wrong', 'Email domain not allowed', 'Try again'],
    ['unknown', 'Something went wrong', null, 'Try again later'],
    ['config-unavailable', 'Something went wrong', null, 'Try again'],
  ] as const)('%s', async (status, title, detail, action) => {
    const onAction = vi.fn();
    const { container } = render(
      <ErrorView status={status} appName="Acme" serverMessage="Email domain not allowed" onAction={onAction} />,
    );
    expect(container.querySelector('[data-screen="error"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
    else expect(container.querySelector('[data-slot="text"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: action }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the app's allowlist copy as text, and its call to action links out when it is http(s)", async () => {
    const allowlist = {
      errorTitle: 'Invite only <b>',
      errorDetail: 'Ask us for an invite.',
      ctaText: 'Join the waitlist',
      ctaLink: 'https://acme.test/waitlist',
    };
    const onAction = vi.fn();
    const { container, rerender } = render(
      <ErrorView status="allowlist-rejected" allowlist={allowlist} onAction={onAction} />,
    );
    expect(screen.getByRole('heading', { name: 'Invite only <b>' })).toBeInTheDocument();
    expect(screen.getByText('Ask us for an invite.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Join the waitlist' });
    expect(link).toHaveAttribute('href', 'https://acme.test/waitlist');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations(container)).toEqual([]);

    rerender(
      <ErrorView
        status="allowlist-rejected"
        allowlist={{ ...allowlist, ctaLink: 'javascript:alert(1)' }}
        onAction={onAction}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('renders the server message as text, never as markup', () => {
    const { container } = render(
      <ErrorView status="server-message" serverMessage="<img src=x onerror=alert(1)>" onAction={vi.fn()} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
