import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { ExportWalletView, type ExportWalletViewProps } from './ExportWalletView.tsx';

/** Stands for the export page's iframe (the test DOM loads no frames). */
const frame = <div data-frame="export" />;
const view = (overrides: Partial<ExportWalletViewProps> = {}) => {
  const onClose = vi.fn();
  const result = render(<ExportWalletView status="ready" frame={frame} onClose={onClose} {...overrides} />);
  return { ...result, onClose };
};
const slot = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-export-frame]')!;

describe('ExportWalletView', () => {
  it('ready: the warning over the frame, 44 px high', async () => {
    const { container } = view();
    expect(container.querySelector('[data-screen="export-wallet"]')).toHaveAttribute('data-status', 'ready');
    expect(screen.getByRole('heading', { name: 'Export wallet' })).toBeInTheDocument();
    expect(screen.getByText('Never share your private key or seed phrase with anyone.')).toBeInTheDocument();
    expect(slot(container).style.height).toBe('44px');
    expect(slot(container)).not.toHaveClass('invisible');
    expect(slot(container).querySelector('[data-frame="export"]')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the frame grows with the height the page asks for', () => {
    const { container } = view({ height: 180 });
    expect(slot(container).style.height).toBe('180px');
  });

  it('loading: a loader, the frame mounted (it loads) but hidden', async () => {
    const { container } = view({ status: 'loading' });
    expect(container.querySelector('[data-screen="export-wallet"]')).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('status', { name: 'Loading your wallet' })).toBeInTheDocument();
    expect(slot(container)).toHaveClass('invisible');
    expect(slot(container)).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-frame="export"]')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: 'Something went wrong' with Close, no frame", async () => {
    const { container, onClose } = view({ status: 'error' });
    expect(
      screen.getByRole('heading', {
        name: 'Something went wrong',
        description: 'An error has occurred, please try again.',
      }),
    ).toHaveFocus();
    expect(container.querySelector('[data-frame="export"]')).toBeNull();
    expect(container.querySelector('[data-terminal]')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
