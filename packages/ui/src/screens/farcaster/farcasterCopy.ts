import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import type { Messages } from '../../i18n/messages.en.ts';

type FarcasterErrorKey = keyof Messages['farcaster']['errors'];

/** Spec §8 'Farcaster': the copy for each code, and whether Retry is offered. */
const byCode: Partial<Record<FoyerErrorCode, FarcasterErrorKey>> = {
  [ErrorCode.INVALID_CREDENTIALS]: 'retryable',
  [ErrorCode.TOO_MANY_REQUESTS]: 'tooManyRequests',
  [ErrorCode.CLIENT_REQUEST_TIMEOUT]: 'timeout',
};

/** The failure copy of the Farcaster screen: its own for the spec's codes, else the code's short copy. */
export function farcasterErrorCopy(code: FoyerErrorCode, m: Messages): { message: string; retryable: boolean } {
  const key = byCode[code];
  if (key) return { message: m.farcaster.errors[key], retryable: key !== 'tooManyRequests' };
  return { message: m.errors[code], retryable: false };
}
