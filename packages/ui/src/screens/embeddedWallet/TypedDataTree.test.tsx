import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { TypedDataTree } from './TypedDataTree.tsx';

const owner = '0x52908400098527886E0F7030069857D2E4169EE7';
const permit = JSON.stringify(
  {
    domain: { name: 'USD Coin', version: '2', chainId: 11155111 },
    primaryType: 'Permit',
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
      ],
    },
    message: { owner, value: '1000000000000000000', data: `0x${'ab'.repeat(60)}` },
  },
  null,
  2,
);

const box = () => screen.getByRole('region', { name: 'Message' });

describe('TypedDataTree', () => {
  it('the domain and the message as labelled fields: addresses shortened with copy, numbers grouped', async () => {
    const { container } = render(<TypedDataTree json={permit} />);
    expect(within(box()).getByRole('heading', { name: 'Domain' })).toBeInTheDocument();
    expect(within(box()).getByRole('heading', { name: 'Message: Permit' })).toBeInTheDocument();
    expect(within(box()).getByText('11,155,111')).toBeInTheDocument();
    expect(within(box()).getByText('1,000,000,000,000,000,000')).toBeInTheDocument();
    const address = within(box()).getByText('0x5290…9EE7');
    expect(address).toHaveAttribute('title', owner);
    expect(within(box()).getByRole('button', { name: 'Copy owner' })).toBeInTheDocument();
    expect(box().textContent).not.toContain('"primaryType"');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a long value is folded; Show all unfolds it', async () => {
    const { container } = render(<TypedDataTree json={permit} />);
    const data = `0x${'ab'.repeat(60)}`;
    expect(box().textContent).not.toContain(data);
    const unfold = within(box()).getByRole('button', { name: 'Show all' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(unfold);
    expect(box().textContent).toContain(data);
    expect(within(box()).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the raw JSON is one tap away, and back', async () => {
    const { container } = render(<TypedDataTree json={permit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show raw JSON' }));
    expect(box().textContent).toBe(permit);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show fields' }));
    expect(within(box()).getByRole('heading', { name: 'Domain' })).toBeInTheDocument();
  });

  it('JSON that is not typed data shows raw, as text, with no toggle', () => {
    const { container } = render(<TypedDataTree json={'{"a":"<img src=x>"}'} />);
    expect(box().textContent).toBe('{"a":"<img src=x>"}');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
