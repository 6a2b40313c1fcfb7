import { ErrorCode, type FoyerErrorCode, OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '@foyer/headless';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { TelegramView, type TelegramViewStatus } from './TelegramView.tsx';

describe('TelegramView', () => {
  it.each<[TelegramViewStatus, string, string[]]>([
    ['verifying', 'Verifying connection to Telegram', []],
    ['success', 'Successfully connected with Telegram', ["You're good to go!"]],
    ['error', 'Authentication failed', ['Something went wrong. Try again.']],
  ])('%s: %s', async (status, title, texts) => {
    const { container } = render(
      <TelegramView status={status} error={{ code: ErrorCode.INVALID_CREDENTIALS }} onRetry={vi.fn()} />,
    );
    expect(container.querySelector('[data-screen="telegram"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each<[FoyerErrorCode, string, boolean]>([
    [ErrorCode.LINKED_TO_ANOTHER_USER, 'This account has already been linked to another user.', false],
    [ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with Telegram not allowed.', false],
    [ErrorCode.INVALID_DATA, 'Something went wrong. Try again.', true],
    [ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'Something went wrong. Try again.', true],
    [ErrorCode.INVALID_CREDENTIALS, 'Something went wrong. Try again.', true],
    [ErrorCode.CAPTCHA_FAILURE, 'Something went wrong. Try again.', true],
    [ErrorCode.TOO_MANY_REQUESTS, 'Too many requests. Please wait before trying again.', false],
  ])('spec §8 copy for %s (Retry: %s)', (code, text, retryable) => {
    const onRetry = vi.fn();
    render(<TelegramView status="error" error={{ code }} onRetry={onRetry} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    const retry = screen.queryByRole('button', { name: 'Retry' });
    expect(retry !== null).toBe(retryable);
    if (retry) {
      fireEvent.click(retry);
      expect(onRetry).toHaveBeenCalledOnce();
    }
  });

  it("Telegram's own rate limit (the server's cause) has its own copy, without Retry", () => {
    const error = { code: ErrorCode.TOO_MANY_REQUESTS, body: { cause: OAUTH_PROVIDER_RATE_LIMIT_CAUSE } };
    render(<TelegramView status="error" error={error} onRetry={vi.fn()} />);
    expect(
      screen.getByText('Request limit reached for Telegram. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("verifying: Telegram's mark, decorative (the title names it), and the loader", async () => {
    const { container } = render(<TelegramView status="verifying" onRetry={vi.fn()} />);
    await waitFor(() =>
      expect(
        container.querySelector('[data-slot="screen-icon"] svg[data-brand-mark="telegram"][data-loaded]'),
      ).not.toBeNull(),
    );
    expect(container.querySelector('[data-slot="screen-icon"] svg[data-brand-mark="telegram"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(container.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
