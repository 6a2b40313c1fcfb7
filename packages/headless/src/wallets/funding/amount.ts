import { ErrorCode } from '../../core/errors/codes.ts';
import { ValidationError } from '../../core/errors/FoyerError.ts';

/**
 * A funding amount in whole units (`'0.05'`) as an integer of the asset's smallest unit (spec §5
 * 'Funding amount': digits and at most one dot, above 0). More decimals than the asset has, or
 * anything else, fails with `invalid_funding_data`.
 */
export function toSmallestUnit(amount: string, decimals: number): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount);
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '' || fraction.replace(/0+$/, '').length > decimals) {
    throw new ValidationError(
      'amount',
      ErrorCode.INVALID_FUNDING_DATA,
      `The amount ${JSON.stringify(amount)} is not a number of at most ${decimals} decimals`,
    );
  }
  const units =
    BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  if (units <= 0n) throw new ValidationError('amount', ErrorCode.INVALID_FUNDING_DATA, 'The amount must be above 0');
  return units;
}

/** `toSmallestUnit`, or null for an amount it refuses (the receive screen's "funded" check). */
export function smallestUnitOrNull(amount: string, decimals: number): bigint | null {
  try {
    return toSmallestUnit(amount, decimals);
  } catch {
    return null;
  }
}
