import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { FarcasterView, type FarcasterViewStatus } from './FarcasterView.tsx';
import type { FarcasterPlatform } from './platform.ts';

const CONNECT = 'https://farcaster.example/~/siwf?channelToken=abc';

describe('FarcasterView', () => {
  it.each<[FarcasterViewStatus, string]>([
    ['loading', 'Sign in with Farcaster'],
    ['awaiting', 'Sign in with Farcaster'],
    ['signing-in', 'Signing in with Farcaster'],
    ['error', 'Authentication failed'],
  ])('%s: %s', async (status, title) => {
    const { container } = render(
      <FarcasterView
        status={status}
        platform="desktop"
        connectUri={CONNECT}
        error={{ code: ErrorCode.INVALID_CREDENTIALS }}
        onRetry={vi.fn()}
      />,
    );
    expect(container.querySelector('[data-screen="farcaster"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("desktop: a 275 px QR code of the channel, 'Scan with your phone's camera to continue.', and Copy link", async () => {
    const writeText = vi.fn(async () => {});
    render(
      <FarcasterView
        status="awaiting"
        platform="desktop"
        connectUri={CONNECT}
        onRetry={vi.fn()}
        writeText={writeText}
      />,
    );
    expect(screen.getByText("Scan with your phone's camera to continue.")).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to sign in with Farcaster' });
    expect(qr).toHaveAttribute('width', '275');
    await waitFor(() => expect(qr.querySelector('path')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(CONNECT);
  });

  it.each<[FarcasterPlatform, string]>([
    ['ios', 'Open Farcaster app'],
    ['mobile', 'Take me to Farcaster'],
  ])('%s: a link, %s', (platform, name) => {
    render(<FarcasterView status="awaiting" platform={platform} connectUri={CONNECT} onRetry={vi.fn()} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', CONNECT);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('never offers a non-http address', () => {
    render(<FarcasterView status="awaiting" platform="ios" connectUri="javascript:alert(1)" onRetry={vi.fn()} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each<[FoyerErrorCode, string, boolean]>([
    [ErrorCode.INVALID_CREDENTIALS, 'Something went wrong. Try again.', true],
    [ErrorCode.TOO_MANY_REQUESTS, 'Too many requests. Please wait before trying again.', false],
    [ErrorCode.CLIENT_REQUEST_TIMEOUT, 'The request timed out. Try again.', true],
  ])('spec §8 copy for %s (Retry: %s)', (code, text, retryable) => {
    const onRetry = vi.fn();
    render(<FarcasterView status="error" platform="desktop" error={{ code }} onRetry={onRetry} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    const retry = screen.queryByRole('button', { name: 'Retry' });
    expect(retry !== null).toBe(retryable);
    if (retry) {
      fireEvent.click(retry);
      expect(onRetry).toHaveBeenCalledOnce();
    }
  });

  it.each<[FarcasterViewStatus, FarcasterPlatform, boolean]>([
    ['loading', 'desktop', true],
    ['signing-in', 'desktop', true],
    ['awaiting', 'ios', true],
    ['error', 'desktop', true],
    ['awaiting', 'desktop', false],
  ])(
    "%s on %s: Farcaster's mark in the badge: %s (not above the QR code; in the corner of the error's)",
    async (status, platform, shown) => {
      const { container } = render(
        <FarcasterView status={status} platform={platform} connectUri={CONNECT} onRetry={vi.fn()} />,
      );
      const mark = () =>
        container.querySelector('[data-slot="screen-icon"] svg[data-brand-mark="farcaster"][data-loaded]');
      if (shown) await waitFor(() => expect(mark()).not.toBeNull());
      else expect(container.querySelector('[data-slot="screen-icon"]')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
