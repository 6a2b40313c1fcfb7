import { type Hex, isAddress, parseUnits } from 'viem';

/** `address` as a checked hex address; a `TypeError` naming it otherwise. */
export function evmAddress(address: string): Hex {
  if (!isAddress(address, { strict: false })) throw new TypeError(`${JSON.stringify(address)} is not an EVM address`);
  return address;
}

/** A decimal amount in whole units (`'1.5'`) as raw units of `decimals`; a `TypeError` when it is not one. */
export function rawAmount(amount: string, decimals: number, what: string): bigint {
  if (!/^\d+(\.\d+)?$/.test(amount))
    throw new TypeError(`${what} must be a non-negative decimal amount like '1.5', not ${JSON.stringify(amount)}`);
  const [, fraction = ''] = amount.split('.');
  if (fraction.length > decimals) throw new TypeError(`${what} has more than ${decimals} decimals: ${amount}`);
  return parseUnits(amount, decimals);
}
