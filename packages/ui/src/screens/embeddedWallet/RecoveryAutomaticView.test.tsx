import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { RecoveryAutomaticView, type RecoveryAutomaticViewStatus } from './RecoveryAutomaticView.tsx';

describe('RecoveryAutomaticView', () => {
  it.each<[RecoveryAutomaticViewStatus, string, string, boolean]>([
    ['idle', 'Automatically secure your account', 'Confirm', true],
    ['submitting', 'Automatically secure your account', 'Confirm', false],
    ['success', 'Automatically secure your account', 'Success', false],
    ['error', 'Something went wrong', 'Try again', true],
  ])('%s: %s, %s', async (status, title, button, enabled) => {
    const onConfirm = vi.fn();
    const { container } = render(<RecoveryAutomaticView status={status} onConfirm={onConfirm} />);
    expect(container.querySelector('[data-screen="recovery-automatic"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    const action = screen.getByRole('button', { name: button });
    fireEvent.click(action);
    if (enabled) {
      expect(action).toBeEnabled();
      expect(onConfirm).toHaveBeenCalledOnce();
    } else {
      expect(action).toBeDisabled();
      expect(onConfirm).not.toHaveBeenCalled();
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('submitting: the button is busy', () => {
    render(<RecoveryAutomaticView status="submitting" onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  });
});
