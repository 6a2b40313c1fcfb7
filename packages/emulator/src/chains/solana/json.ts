/**
 * JSON text in which bigints are plain integer literals, as Solana's RPC writes u64 values (a
 * `rentEpoch` of 2^64 - 1 included); `@solana/kit` and web3.js read them back without losing digits.
 */
export function stringifyWithBigInts(value: unknown): string {
  const marker = '\u0000bigint:';
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${marker}${item.toString()}` : item,
  );
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}
