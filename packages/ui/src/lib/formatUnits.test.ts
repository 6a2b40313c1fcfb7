import { describe, expect, it } from 'vitest';
import { formatUnits } from './formatUnits.ts';

describe('formatUnits', () => {
  it.each([
    [500_000_000_000_000_000n, 18, '0.5'],
    [10n ** 18n, 18, '1'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [123_456_789_000n, 9, '123.456789'],
    [5_000n, 9, '0.000005'],
    [-1_500_000_000n, 9, '-1.5'],
    [42n, 0, '42'],
  ])('%s with %s decimals is %s', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text);
  });
});
