import { ErrorCode, type FoyerErrorCode } from './codes.ts';

const knownCodes = new Set<string>(Object.values(ErrorCode));

/** Narrow an unknown string to one of the kit's codes (any of `ErrorCode`'s values). */
export function isErrorCode(value: unknown): value is FoyerErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}
