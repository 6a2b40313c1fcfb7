import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { LoadingView } from './LoadingView.tsx';

describe('LoadingView', () => {
  it('loading: an announced spinner with visible text under a hidden title', async () => {
    const { container } = render(<LoadingView />);
    expect(container.querySelector('[data-screen="loading"]')).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-slot', 'spinner');
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toHaveClass('sr-only');
    expect(screen.getByText('Loading', { selector: 'p' })).not.toHaveClass('sr-only');
    expect(await axeViolations(container)).toEqual([]);
  });
});
