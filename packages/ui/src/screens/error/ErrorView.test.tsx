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
    ['server-message', new ApiError(422, { error: 'Email domain not allowed' }, '/init'), 'Something went wrong', 'Email domain not allowed', 'Try again'],
    ['unknown', new NetworkError('/init', null), 'Something went wrong', 'Try again later', 'Try again'],
  ] as const)('%s', async (status, error, title, detail, action) => {
    const onAction = vi.fn();
    const { container } = render(<ErrorView error={error} onAction={onAction} />);
    expect(container.querySelector('[data-screen="error"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: action }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
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
