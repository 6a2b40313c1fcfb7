import { ErrorCode, type FoyerError, type FoyerErrorCode } from '@foyer/headless';
import type { ScreenId } from '../screens/registry.ts';

/** Where a failed intent goes: a screen of the registry and its params. */
export interface FailureTarget {
  screen: ScreenId;
  params: unknown;
}

/** Spec §8 'Auth error codes': the errors with screens of their own (spec §2). */
const policyScreens: Partial<Record<FoyerErrorCode, ScreenId>> = {
  [ErrorCode.ALLOWLIST_REJECTED]: 'allowlist',
  [ErrorCode.USER_LIMIT_REACHED]: 'user-limit',
  [ErrorCode.USER_DOES_NOT_EXIST]: 'account-not-found',
};

/**
 * The screen a screen's `fail(error)` leads to: the allowlist, user-limit and account-not-found
 * screens for their codes, else the error screen with the error (its own mapping, spec §8).
 */
export function failureScreen(error: FoyerError): FailureTarget {
  const screen = policyScreens[error.code];
  return screen ? { screen, params: undefined } : { screen: 'error', params: { error } };
}
