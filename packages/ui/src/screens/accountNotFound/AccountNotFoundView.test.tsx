import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { AccountNotFoundView } from './AccountNotFoundView.tsx';

describe('AccountNotFoundView', () => {
  it("names the app (as text); 'Try logging in again' starts over", async () => {
    const onRetry = vi.fn();
    const { container } = render(<AccountNotFoundView appName="Acme <i>" onRetry={onRetry} />);
    expect(container.querySelector('[data-screen="account-not-found"]')).toHaveAttribute('data-status', 'not-found');
    expect(screen.getByRole('heading', { name: 'Account not found' })).toBeInTheDocument();
    expect(screen.getByText('Please try logging in again or go to Acme <i> to create an account.')).toBeInTheDocument();
    expect(container.querySelector('i')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try logging in again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
