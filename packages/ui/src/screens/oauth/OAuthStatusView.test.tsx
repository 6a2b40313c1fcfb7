import { oauthProviders } from '@foyer/headless';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { OAuthStatusView, oauthStatusViewStatuses } from './OAuthStatusView.tsx';

const statusOf = (container: HTMLElement) =>
  container.querySelector('[data-screen="oauth-status"]')?.getAttribute('data-status');

describe('OAuthStatusView', () => {
  it("verifying: 'Verifying connection to {provider}' with the provider's icon and a loader", async () => {
    const { container } = render(<OAuthStatusView status="verifying" provider="github" />);
    expect(statusOf(container)).toBe('verifying');
    expect(screen.getByRole('heading', { name: 'Verifying connection to GitHub' })).toBeInTheDocument();
    // The mark is decorative: the heading names the provider.
    expect(container.querySelector('[data-brand-mark="github"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status', { name: 'Verifying connection to GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("success: 'Successfully connected with {provider}' and 'You're good to go!'", async () => {
    const { container } = render(<OAuthStatusView status="success" provider="google" />);
    expect(statusOf(container)).toBe('success');
    expect(screen.getByRole('heading', { name: 'Successfully connected with Google' })).toHaveFocus();
    expect(screen.getByText("You're good to go!")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: 'Authentication failed', the detail, and Retry when retryable", async () => {
    const onRetry = vi.fn();
    const { container } = render(
      <OAuthStatusView status="error" provider="google" detail="Something went wrong. Try again." onRetry={onRetry} />,
    );
    expect(statusOf(container)).toBe('error');
    expect(screen.getByRole('heading', { name: 'Authentication failed' })).toHaveFocus();
    expect(screen.getByText('Something went wrong. Try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('error without Retry when the error is not retryable; the detail is text, never markup', async () => {
    const { container } = render(
      <OAuthStatusView status="error" provider="twitter" detail="<b>Your Twitter account is suspended.</b>" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('<b>Your Twitter account is suspended.</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(oauthProviders)('%s: its own mark in the disc, in every status (not a letter)', async (provider) => {
    for (const status of oauthStatusViewStatuses) {
      const { container, unmount } = render(<OAuthStatusView status={status} provider={provider} />);
      const disc = container.querySelector('[data-slot="screen-icon"]');
      await waitFor(() =>
        expect(disc?.querySelector(`svg[data-brand-mark="${provider}"][data-loaded] path`)).not.toBeNull(),
      );
      expect(disc?.textContent).toBe('');
      unmount();
    }
  });
});
