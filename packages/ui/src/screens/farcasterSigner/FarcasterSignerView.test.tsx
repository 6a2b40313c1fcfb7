import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import type { FarcasterPlatform } from '../farcaster/platform.ts';
import { FarcasterSignerView, type FarcasterSignerViewStatus } from './FarcasterSignerView.tsx';

const APPROVAL = 'http://localhost:8787/farcaster/signer?token=abc';

describe('FarcasterSignerView', () => {
  it.each<[FarcasterSignerViewStatus, string]>([
    ['loading', 'Add a signer to Farcaster'],
    ['pending', 'Add a signer to Farcaster'],
    ['approved', 'Signer added'],
    ['revoked', 'Request rejected'],
    ['timeout', 'Connect failed'],
    ['error', 'Connect failed'],
  ])('%s: %s', async (status, title) => {
    const { container } = render(
      <FarcasterSignerView
        status={status}
        platform="desktop"
        approvalUrl={APPROVAL}
        appName="Acme"
        onRetry={vi.fn()}
      />,
    );
    expect(container.querySelector('[data-screen="farcaster-signer"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('desktop: the approval page as a 275 px QR code, what the app may do, and Copy link', async () => {
    const writeText = vi.fn(async () => {});
    render(
      <FarcasterSignerView
        status="pending"
        platform="desktop"
        approvalUrl={APPROVAL}
        appName="Acme"
        onRetry={vi.fn()}
        writeText={writeText}
      />,
    );
    expect(screen.getByText(/Acme will be able to cast, like, follow and more on your behalf\./)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to add a signer to Farcaster' });
    expect(qr).toHaveAttribute('width', '275');
    await waitFor(() => expect(qr.querySelector('path')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(APPROVAL);
  });

  it.each<[FarcasterPlatform, string]>([
    ['ios', 'Open Farcaster app'],
    ['mobile', 'Take me to Farcaster'],
  ])('%s: a link, %s', (platform, name) => {
    render(<FarcasterSignerView status="pending" platform={platform} approvalUrl={APPROVAL} onRetry={vi.fn()} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', APPROVAL);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('never offers a non-http address', () => {
    render(<FarcasterSignerView status="pending" platform="ios" approvalUrl="javascript:alert(1)" onRetry={vi.fn()} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each<[FarcasterSignerViewStatus, string]>([
    ['revoked', 'The request was rejected. Please try again.'],
    ['timeout', 'The request timed out. Try again.'],
    ['error', 'Something went wrong. Please try again.'],
  ])('spec §8 copy when %s, with Retry', (status, text) => {
    const onRetry = vi.fn();
    render(<FarcasterSignerView status={status} platform="desktop" onRetry={onRetry} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
