import { ApiError, ErrorCode, FoyerError, type FoyerErrorCode } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { failureScreen } from './failureScreen.ts';

const apiError = (status: number, code: FoyerErrorCode) => new ApiError(status, { error: 'refused', code }, '/x');

describe('failureScreen (spec §8 auth error codes)', () => {
  it.each([
    [ErrorCode.ALLOWLIST_REJECTED, 403, 'allowlist'],
    [ErrorCode.USER_LIMIT_REACHED, 403, 'user-limit'],
    [ErrorCode.USER_DOES_NOT_EXIST, 404, 'account-not-found'],
  ] as const)('%s has a screen of its own', (code, status, screen) => {
    expect(failureScreen(apiError(status, code))).toEqual({ screen, params: undefined });
  });

  it.each([
    apiError(429, ErrorCode.TOO_MANY_REQUESTS),
    apiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD),
    apiError(400, ErrorCode.INVALID_DATA),
    new FoyerError(ErrorCode.NETWORK_ERROR, 'offline'),
  ])('$code goes to the error screen, with the error', (error) => {
    expect(failureScreen(error)).toEqual({ screen: 'error', params: { error } });
  });
});
