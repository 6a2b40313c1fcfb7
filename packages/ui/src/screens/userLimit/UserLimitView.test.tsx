import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { UserLimitView } from './UserLimitView.tsx';

describe('UserLimitView', () => {
  it("says the app is full; 'Go back' starts over", async () => {
    const onBack = vi.fn();
    const { container } = render(<UserLimitView onBack={onBack} />);
    expect(container.querySelector('[data-screen="user-limit"]')).toHaveAttribute('data-status', 'limit-reached');
    expect(screen.getByRole('heading', { name: 'Unable to sign in' })).toBeInTheDocument();
    expect(
      screen.getByText('This application has reached its user limit and cannot sign in new users.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
