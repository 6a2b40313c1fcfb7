import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasskeyChoiceView } from './PasskeyChoiceView.tsx';

describe('PasskeyChoiceView', () => {
  it("asks 'Log in or create a new account?' with the spec's two buttons", async () => {
    const onCreate = vi.fn();
    const onLogin = vi.fn();
    const { container } = render(<PasskeyChoiceView onCreate={onCreate} onLogin={onLogin} />);
    expect(container.querySelector('[data-screen="passkey-choice"]')).toHaveAttribute('data-status', 'choice');
    expect(screen.getByRole('heading', { name: 'Log in or create a new account?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create new account' }));
    expect(onCreate).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
