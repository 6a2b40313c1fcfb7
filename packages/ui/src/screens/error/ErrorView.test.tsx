import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ErrorView } from './ErrorView.tsx';
import { errorViewStatuses } from './errorScreenCopy.ts';

const serverMessage = 'Email domain not allowed';

describe('ErrorView', () => {
  it.each([
    ['invalid-captcha', 'Something went wrong', 'Please try again.', 'Retry'],
    ['not-allowed', 'Not allowed', 'This login method is not enabled for this app.', 'Try another method'],
    ['captcha-failed', 'Something went wrong', 'You did not pass CAPTCHA. Please try again.', 'Retry'],
    ['captcha-timeout', 'Something went wrong! Please try again later.', null, 'Try again later'],
    [
      'linked-to-another-user',
      'Authentication failed',
      'This account has already been linked to another user.',
      'Try again',
    ],
    [
      'region-not-supported',
      'This region is not supported',
      'SMS authentication from this region is not available',
      'Try another method',
    ],
    ['too-many-requests', 'Request failed', 'Too many attempts.', 'Try again later'],
    ['server-message', 'Something went wrong', serverMessage, 'Try again'],
    ['sms-verification-failed', 'Something went wrong', serverMessage, 'Try again'],
    ['unknown', 'Something went wrong', null, 'Try again later'],
    ['config-unavailable', 'Something went wrong', null, 'Try again'],
  ] as const)('%s', async (status, title, detail, action) => {
    const onAction = vi.fn();
    const { container } = render(<ErrorView status={status} serverMessage={serverMessage} onAction={onAction} />);
    expect(container.querySelector('[data-screen="error"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
    else expect(container.querySelector('[data-slot="text"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: action }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('covers every status', () => {
    expect(errorViewStatuses).toHaveLength(11);
  });

  it('renders the server message as text, never as markup', () => {
    const { container } = render(
      <ErrorView status="server-message" serverMessage="<img src=x onerror=alert(1)>" onAction={vi.fn()} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('an SMS verification failure without a message shows no detail', () => {
    const { container } = render(<ErrorView status="sms-verification-failed" onAction={vi.fn()} />);
    expect(container.querySelector('[data-slot="text"]')).toBeNull();
  });
});
