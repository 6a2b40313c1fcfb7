import { formatUnits } from './formatUnits.ts';

/**
 * Spec §9: an amount shown with at most `maxDecimals` decimals (6 for native amounts), cut, not
 * rounded up; a positive amount too small to show reads '<0.000001'.
 */
export function formatAmount(value: bigint, decimals: number, maxDecimals = 6): string {
  const exact = formatUnits(value, decimals);
  const [whole, fraction = ''] = exact.split('.');
  const shown = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  if (value > 0n && whole === '0' && shown === '') return `<0.${'0'.repeat(maxDecimals - 1)}1`;
  return shown ? `${whole}.${shown}` : (whole ?? '0');
}

/** Spec §9: dollars with 2 decimals; under a cent, null (the caller shows '<$0.01'). */
export function formatUsd(usd: number): string | null {
  if (usd > 0 && usd < 0.01) return null;
  return usd.toFixed(2);
}
