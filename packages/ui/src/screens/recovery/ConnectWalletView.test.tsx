import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ConnectWalletView } from './ConnectWalletView.tsx';

describe('ConnectWalletView', () => {
  it('connecting: a loader that says what it does, no button', async () => {
    const { container } = render(<ConnectWalletView status="connecting" onClose={vi.fn()} />);
    expect(container.querySelector('[data-screen="connect-wallet"]')).toHaveAttribute('data-status', 'connecting');
    expect(screen.getByRole('status', { name: 'Connecting your wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: 'Something went wrong. We're on it. Please try again later.' with Close, terminal", async () => {
    const onClose = vi.fn();
    const { container } = render(<ConnectWalletView status="error" onClose={onClose} />);
    const title = screen.getByRole('heading', {
      name: 'Something went wrong.',
      description: "We're on it. Please try again later.",
    });
    expect(title).toHaveFocus();
    expect(container.querySelector('[data-terminal]')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
