import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import type { Messages } from './messages.en.ts';

/**
 * The short copy for an error's code (`m.errors[code]`); without an error, the copy for an unknown
 * one. Views never render `error.message`: that text is for developers.
 */
export function errorMessage(error: { code: FoyerErrorCode } | null | undefined, m: Messages): string {
  return m.errors[error?.code ?? ErrorCode.UNKNOWN_AUTH_ERROR];
}
