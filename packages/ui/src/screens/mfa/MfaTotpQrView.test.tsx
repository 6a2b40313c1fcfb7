import { ErrorCode } from '@foyer/headless';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaTotpQrView, type MfaTotpQrViewProps, mfaTotpQrViewStatuses } from './MfaTotpQrView.tsx';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  authUrl: 'otpauth://totp/Foyer:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Foyer',
};

const props = (overrides: Partial<MfaTotpQrViewProps> = {}): MfaTotpQrViewProps => ({
  status: 'ready',
  setup,
  onContinue: vi.fn(),
  onRetry: vi.fn(),
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MfaTotpQrView', () => {
  it.each(mfaTotpQrViewStatuses)('%s: titled, no axe violations', async (status) => {
    const { container } = render(<MfaTotpQrView {...props({ status })} />);
    expect(container.querySelector('[data-screen="mfa-totp-qr"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: 'Scan QR code' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ready: the QR code at 240 px, the setup key as 16 dots (the secret nowhere on screen), Continue', () => {
    const onContinue = vi.fn();
    const { container } = render(<MfaTotpQrView {...props({ onContinue })} />);
    const qr = screen.getByRole('img', { name: 'QR code to add this account to your authenticator app' });
    expect(qr).toHaveAttribute('width', '240');
    expect(screen.getByText('\u2022'.repeat(16))).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).not.toContain(setup.secret);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("the copy button copies the real secret; 'Copied' shows for 2000 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    render(<MfaTotpQrView {...props({ writeText })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy setup key' }));
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith(setup.secret);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('loading: an empty, busy QR code; no copy; Continue disabled', () => {
    render(<MfaTotpQrView {...props({ status: 'loading', setup: null })} />);
    expect(screen.getByRole('img', { name: 'Preparing your setup key' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Copy setup key' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it("error: 'Unknown error' and 'Try again'", () => {
    const onRetry = vi.fn();
    render(<MfaTotpQrView {...props({ status: 'error', setup: null, errorCode: ErrorCode.NETWORK_ERROR, onRetry })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
