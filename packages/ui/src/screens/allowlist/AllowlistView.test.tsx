import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { AllowlistView } from './AllowlistView.tsx';

const custom = {
  errorTitle: 'Invite only <b>',
  errorDetail: 'Ask us for an invite.',
  ctaText: 'Join the waitlist',
  ctaLink: 'https://acme.test/waitlist',
};

describe('AllowlistView', () => {
  it("shows the defaults; 'Try another account' starts over", async () => {
    const onRetry = vi.fn();
    const { container } = render(<AllowlistView onRetry={onRetry} />);
    expect(container.querySelector('[data-screen="allowlist"]')).toHaveAttribute('data-status', 'rejected');
    expect(screen.getByRole('heading', { name: "You don't have access to this app" })).toBeInTheDocument();
    expect(screen.getByText('Have you been invited?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try another account' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the app's copy as text; its http(s) link is the button, in a new tab without an opener", async () => {
    const { container } = render(<AllowlistView allowlist={custom} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Invite only <b>' })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Ask us for an invite.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Join the waitlist' });
    expect(link).toHaveAttribute('href', 'https://acme.test/waitlist');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', ''])(
    'a %j link is not rendered as a link: the button starts over',
    (ctaLink) => {
      const onRetry = vi.fn();
      render(<AllowlistView allowlist={{ ...custom, ctaLink }} onRetry={onRetry} />);
      expect(screen.queryByRole('link')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
      expect(onRetry).toHaveBeenCalledOnce();
    },
  );

  it('fields left empty keep the defaults', () => {
    render(
      <AllowlistView
        allowlist={{ errorTitle: null, errorDetail: '', ctaText: null, ctaLink: null }}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: "You don't have access to this app" })).toBeInTheDocument();
    expect(screen.getByText('Have you been invited?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try another account' })).toBeInTheDocument();
  });
});
