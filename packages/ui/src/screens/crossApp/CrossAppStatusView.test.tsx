import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../i18n/messages.en.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ErrorCode, FoyerError } from '@foyer/headless';
import { CrossAppStatusView } from './CrossAppStatusView.tsx';
import { crossAppFailureCopy } from './crossAppCopy.ts';

const statusOf = (container: HTMLElement) =>
  container.querySelector('[data-screen="cross-app-status"]')?.getAttribute('data-status');

describe('CrossAppStatusView', () => {
  it("verifying: 'Verifying connection to {app}' with the app's icon and a loader", async () => {
    const { container } = render(
      <CrossAppStatusView status="verifying" appName="Provider Wallet" iconUrl="https://provider.example/i.png" />,
    );
    expect(statusOf(container)).toBe('verifying');
    expect(screen.getByRole('heading', { name: 'Verifying connection to Provider Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Provider Wallet logo' }).getAttribute('src')).toBe(
      'https://provider.example/i.png',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("success: 'Successfully connected with {app}'; a non-http icon is never loaded", async () => {
    const { container } = render(
      <CrossAppStatusView status="success" appName="Provider" iconUrl="javascript:alert(1)" />,
    );
    expect(screen.getByRole('heading', { name: 'Successfully connected with Provider' })).toHaveFocus();
    expect(screen.getByText("You're good to go!")).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: 'Authentication failed', the detail as text, and Retry", async () => {
    const onRetry = vi.fn();
    const { container } = render(
      <CrossAppStatusView status="error" appName="<b>P</b>" detail="User canceled flow" onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'Authentication failed' })).toHaveFocus();
    expect(screen.getByText('User canceled flow')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('crossAppFailureCopy (spec §8, word for word)', () => {
  it.each([
    [ErrorCode.USER_EXITED_AUTH_FLOW, 'User canceled flow'],
    [ErrorCode.CLIENT_REQUEST_TIMEOUT, 'Authorization request timed out after 2 minutes.'],
    [ErrorCode.OAUTH_USER_DENIED, 'User rejected request'],
    [ErrorCode.INVALID_DATA, 'There was an issue connecting your Provider account. Please try again.'],
  ])('%s → %s', (code, detail) => {
    expect(crossAppFailureCopy(messages, new FoyerError(code, 'x'), 'Provider')).toEqual({ detail, retryable: true });
  });
});
