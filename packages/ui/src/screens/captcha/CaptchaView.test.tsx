import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { CaptchaView, type CaptchaViewStatus } from './CaptchaView.tsx';

const failure = { code: ErrorCode.CAPTCHA_FAILURE };

describe('CaptchaView', () => {
  it.each<[CaptchaViewStatus, string, string[]]>([
    ['checking', 'Checking that you are a human...', []],
    ['success', 'Success!', ['CAPTCHA passed successfully.']],
    ['error', 'Something went wrong', ['You did not pass CAPTCHA. Please try again.']],
    [
      'blocked',
      'Something went wrong',
      [
        'You did not pass CAPTCHA. Please try again.',
        'If you use an adblocker or VPN, try disabling and re-attempting.',
      ],
    ],
  ])('%s: %s', async (status, title, texts) => {
    const { container } = render(<CaptchaView status={status} error={failure} onRetry={vi.fn()} />);
    expect(container.querySelector('[data-screen="captcha"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('error: Retry retries; blocked: no Retry', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<CaptchaView status="error" error={failure} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<CaptchaView status="blocked" error={failure} onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("a timeout reads 'Something went wrong! Please try again later.'", () => {
    render(<CaptchaView status="error" error={{ code: ErrorCode.CAPTCHA_TIMEOUT }} onRetry={vi.fn()} />);
    expect(screen.getByText('Something went wrong! Please try again later.')).toBeInTheDocument();
  });

  it('gives the widget its box', () => {
    const widgetRef = vi.fn();
    render(<CaptchaView status="checking" widgetRef={widgetRef} onRetry={vi.fn()} />);
    expect(widgetRef).toHaveBeenCalledWith(expect.objectContaining({ dataset: { slot: 'captcha-widget' } }));
  });
});
