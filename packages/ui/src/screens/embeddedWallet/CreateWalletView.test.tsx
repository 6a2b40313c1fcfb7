import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { CreateWalletView } from './CreateWalletView.tsx';

describe('CreateWalletView', () => {
  it('creating: an announced loader and a visible title that says what is happening, no button', async () => {
    const { container } = render(<CreateWalletView status="creating" onClose={vi.fn()} />);
    expect(container.querySelector('[data-screen="create-wallet"]')).toHaveAttribute('data-status', 'creating');
    expect(screen.getByRole('status', { name: 'Creating your wallet' })).toHaveAttribute('data-slot', 'spinner');
    expect(screen.getByRole('heading', { name: 'Creating your wallet' })).not.toHaveClass('sr-only');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: 'Something went wrong' with a Close button", async () => {
    const onClose = vi.fn();
    const { container } = render(<CreateWalletView status="error" onClose={onClose} />);
    expect(container.querySelector('[data-screen="create-wallet"]')).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
