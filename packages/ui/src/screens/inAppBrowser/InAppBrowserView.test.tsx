import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { InAppBrowserView } from './InAppBrowserView.tsx';

describe('InAppBrowserView', () => {
  it("asks for an external browser; 'Try another method' starts over", async () => {
    const onBack = vi.fn();
    const { container } = render(<InAppBrowserView onBack={onBack} />);
    expect(container.querySelector('[data-screen="in-app-browser"]')).toHaveAttribute('data-status', 'unsupported');
    expect(screen.getByRole('heading', { name: 'Could not log in with provider' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try another method' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
