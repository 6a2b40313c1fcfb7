import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { SignRawHashView, type SignRawHashViewProps } from './SignRawHashView.tsx';

const hash = `0x${'5a'.repeat(32)}` as const;
const warning =
  'Neither you nor this screen can tell what this hash authorizes: it could move your funds. Sign it only if you trust this app completely.';
const props = (overrides: Partial<SignRawHashViewProps> = {}): SignRawHashViewProps => ({
  status: 'idle',
  hash,
  onSign: vi.fn(),
  ...overrides,
});

describe('SignRawHashView', () => {
  it('idle: its own title, the warning, the hash in full; Sign hash signs', async () => {
    const onSign = vi.fn();
    const { container } = render(<SignRawHashView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="sign-raw-hash"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Sign a raw hash' })).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hash' }).querySelector('dd')?.textContent).toBe(hash);
    fireEvent.click(screen.getByRole('button', { name: 'Sign hash' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uiOptions replace the title and the button, never the warning', () => {
    render(<SignRawHashView {...props({ title: 'Authorize Acme', buttonText: 'OK' })} />);
    expect(screen.getByRole('heading', { name: 'Authorize Acme' })).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it.each(['signing', 'success'] as const)('%s: passes axe', async (status) => {
    const { container } = render(<SignRawHashView {...props({ status })} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: the code's copy and Retry", async () => {
    const onSign = vi.fn();
    const { container } = render(
      <SignRawHashView {...props({ status: 'error', error: { code: ErrorCode.UNABLE_TO_SIGN }, onSign })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
