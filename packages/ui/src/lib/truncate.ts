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
