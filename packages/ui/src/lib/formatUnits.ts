/**
 * An amount in a currency's smallest unit (wei, lamports) as a decimal string in the currency:
 * exact, trailing zeros dropped (`500000000000000000n`, 18 → `'0.5'`).
 */
export function formatUnits(value: bigint, decimals: number): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  const base = 10n ** BigInt(decimals);
  const fraction = (magnitude % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${magnitude / base}${fraction ? `.${fraction}` : ''}`;
}
