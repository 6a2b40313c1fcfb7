import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasskeyMfaIntroView } from './PasskeyMfaIntroView.tsx';

describe('PasskeyMfaIntroView', () => {
  it('the setup intro: what a passkey does, then Continue by keyboard', async () => {
    const onContinue = vi.fn();
    const { container } = render(<PasskeyMfaIntroView onContinue={onContinue} />);
    expect(container.querySelector('[data-screen="passkey-mfa-intro"]')).toHaveAttribute('data-status', 'intro');
    expect(screen.getByRole('heading', { name: 'Set up passkey verification' })).toHaveFocus();
    expect(screen.getByText('Confirm transactions with a passkey instead of a code.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
