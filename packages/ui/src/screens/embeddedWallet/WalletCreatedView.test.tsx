import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../../primitives/CopyButton.tsx';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { WalletCreatedView } from './WalletCreatedView.tsx';

const address = '0x52908400098527886E0F7030069857D2E4169EE7';

afterEach(() => {
  vi.useRealTimers();
});

describe('WalletCreatedView', () => {
  it.each([
    [
      'a new user of a named app',
      { isNewUser: true, appName: 'Acme' },
      'Welcome to Acme',
      "You've successfully created an account.",
    ],
    [
      'a new user, the app has no name',
      { isNewUser: true, appName: null },
      'Welcome',
      "You've successfully created an account.",
    ],
    ['a returning user', { isNewUser: false, appName: 'Acme' }, 'All set!', 'Your account is secured.'],
  ])('created, %s', async (_, props, title, detail) => {
    const { container } = render(<WalletCreatedView status="created" address={address} {...props} />);
    expect(container.querySelector('[data-screen="wallet-created"]')).toHaveAttribute('data-status', 'created');
    expect(screen.getByRole('heading', { name: title, description: detail })).toHaveFocus();
    expect(screen.getByText('0x5290…9EE7')).toHaveAttribute('title', address);
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("failed: 'Failed to create wallet', no address", async () => {
    const { container } = render(<WalletCreatedView status="failed" isNewUser address={address} />);
    expect(container.querySelector('[data-screen="wallet-created"]')).toHaveAttribute('data-status', 'failed');
    expect(screen.getByRole('heading', { name: 'Failed to create wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("copies the whole address; 'Copied' shows and is announced for 2000 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    render(<WalletCreatedView status="created" isNewUser address={address} writeText={writeText} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith(address);
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button).toHaveAttribute('data-state', 'copied');
    expect(button.textContent).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("the 'Copied' state passes axe", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { container } = render(
      <WalletCreatedView status="created" isNewUser address={address} writeText={writeText} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a refused clipboard write shows no confirmation', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    render(<WalletCreatedView status="created" isNewUser address={address} writeText={writeText} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    });
    expect(writeText).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});
