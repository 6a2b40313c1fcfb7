import type { Messages } from './messages.en.ts';

/**
 * The short copy for an error's code (`m.errors[code]`), falling back to `m.errors.unknown`.
 * Views never render `error.message`: that text is for developers.
 */
export function errorMessage(error: { code: string } | null | undefined, m: Messages): string {
  const copy: Readonly<Record<string, string>> = m.errors;
  if (error && Object.hasOwn(copy, error.code)) return copy[error.code] as string;
  return m.errors.unknown;
}
