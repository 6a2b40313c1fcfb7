import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasskeysUpdatedView } from './PasskeysUpdatedView.tsx';

describe('PasskeysUpdatedView', () => {
  it("'Passkeys updated', a terminal success, with Done reached by keyboard", async () => {
    const onDone = vi.fn();
    const { container } = render(<PasskeysUpdatedView onDone={onDone} />);
    const root = container.querySelector('[data-screen="passkeys-updated"]');
    expect(root).toHaveAttribute('data-status', 'updated');
    expect(root).toHaveAttribute('data-terminal', 'true');
    expect(screen.getByRole('heading', { name: 'Passkeys updated' })).toHaveFocus();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
