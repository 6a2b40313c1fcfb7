import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { toSmallestUnit } from './amount.ts';

describe('toSmallestUnit: a funding amount in the asset’s smallest unit (spec §5 Funding amount)', () => {
  it.each([
    ['0.05', 18, 50_000_000_000_000_000n],
    ['1', 6, 1_000_000n],
    ['12.5', 6, 12_500_000n],
    ['.5', 9, 500_000_000n],
    ['3.', 6, 3_000_000n],
    ['0.000001', 6, 1n],
    ['1.2500000', 6, 1_250_000n],
  ])('%s with %i decimals is %s', (amount, decimals, units) => {
    expect(toSmallestUnit(amount, decimals)).toBe(units);
  });

  it.each([
    ['', 6],
    ['.', 6],
    ['0', 6],
    ['0.000', 6],
    ['1.2.3', 6],
    ['-1', 6],
    ['1e3', 6],
    [' 1', 6],
    ['0.0000001', 6],
  ])('%j with %i decimals is invalid_funding_data', (amount, decimals) => {
    expect(() => toSmallestUnit(amount, decimals)).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_FUNDING_DATA }),
    );
  });
});
