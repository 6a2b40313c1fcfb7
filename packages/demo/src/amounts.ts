/** A decimal amount in units of `decimals` (the demo's own input: digits and one dot). */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/** `value` units of `decimals` as a decimal ('1.0', '0.25'). */
export function showUnits(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals).replace(/0+$/, '') || '0'}`;
}
