/**
 * `value` with its bigints as numbers, so `JSON.stringify` writes them as Solana's RPC does (plain
 * integers). Exact up to 2^53; beyond (only `rentEpoch`, u64 max) the digits past 2^53 are rounded.
 */
export function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonSafe(item)]));
  }
  return value;
}
