/**
 * Cuts text to at most `max` characters (code points), ending with '…' when it was cut.
 * Used for the login message (spec §2: at most 100 characters).
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** An address middle-truncated for display: `0x1234…cdef`. Copy buttons copy it whole. */
export const shortAddress = (address: string) =>
  address.length > 16 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
