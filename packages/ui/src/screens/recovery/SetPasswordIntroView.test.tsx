import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { SetPasswordIntroView } from './SetPasswordIntroView.tsx';

describe('SetPasswordIntroView', () => {
  it("'Secure Your Account' with 'Add password'", async () => {
    const onAddPassword = vi.fn();
    const { container } = render(<SetPasswordIntroView onAddPassword={onAddPassword} />);
    expect(container.querySelector('[data-screen="set-password-intro"]')).toHaveAttribute('data-status', 'intro');
    expect(screen.getByRole('heading', { name: 'Secure Your Account' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add password' }));
    expect(onAddPassword).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
