import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { TermsView, type TermsViewStatus } from './TermsView.tsx';

const urls = { termsUrl: 'https://acme.test/terms', privacyUrl: 'https://acme.test/privacy' };
const text = () => document.querySelector('[data-slot="text"]')?.textContent;

describe('TermsView', () => {
  it("asks: 'One last step', the terms and privacy links, 'No thanks' and 'Accept'", async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const { container } = render(<TermsView status="initial" {...urls} onAccept={onAccept} onDecline={onDecline} />);
    expect(container.querySelector('[data-screen="terms"]')).toHaveAttribute('data-status', 'initial');
    expect(screen.getByRole('heading', { name: 'One last step' })).toBeInTheDocument();
    expect(text()).toBe('By signing up, you agree to our terms and privacy policy.');
    for (const [name, href] of [
      ['terms', urls.termsUrl],
      ['privacy policy', urls.privacyUrl],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onDecline).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('only http(s) URLs become links; others, or none, leave the words as text', () => {
    render(<TermsView status="initial" termsUrl="javascript:alert(1)" onAccept={vi.fn()} onDecline={vi.fn()} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(text()).toBe('By signing up, you agree to our terms and privacy policy.');
  });

  it('done: the success screen, with no buttons left', () => {
    render(<TermsView status="done" {...urls} onAccept={vi.fn()} onDecline={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Success!' })).toHaveFocus();
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
  });

  it.each<[TermsViewStatus, boolean]>([
    ['accepting', true],
    ['error', false],
  ])('%s: buttons disabled %s', async (status, disabled) => {
    const { container } = render(
      <TermsView
        status={status}
        {...urls}
        error={{ code: ErrorCode.NETWORK_ERROR }}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(container.querySelector('[data-screen="terms"]')).toHaveAttribute('data-status', status);
    for (const name of ['Accept', 'No thanks']) {
      expect((screen.getByRole('button', { name, hidden: true }) as HTMLButtonElement).disabled).toBe(disabled);
    }
    if (status === 'done') expect(screen.getByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    if (status === 'error') expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
