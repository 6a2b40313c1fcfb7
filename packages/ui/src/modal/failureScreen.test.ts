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

  it('ACCOUNT_TRANSFER_REQUIRED with a nonce goes to the transfer screen, with its transfer data', () => {
    const error = Object.assign(
      new ApiError(
        400,
        {
          error: 'transfer',
          code: ErrorCode.ACCOUNT_TRANSFER_REQUIRED,
          data: {
            nonce: 'n',
            subject: 'a@b.co',
            otherUser: { embeddedWalletAddress: null },
            account: { displayName: 'a@b.co' },
          },
        },
        '/x',
      ),
      { transferContext: { account: { type: 'email', address: 'a@b.co' }, linkMethod: 'email' } },
    );
    expect(failureScreen(error)).toEqual({
      screen: 'account/transfer',
      params: {
        nonce: 'n',
        account: { type: 'email', address: 'a@b.co' },
        accountType: 'email',
        linkMethod: 'email',
        displayName: 'a@b.co',
        embeddedWalletAddress: null,
      },
    });
    // Without a nonce (or the flow's context), the error screen.
    expect(failureScreen(apiError(400, ErrorCode.ACCOUNT_TRANSFER_REQUIRED)).screen).toBe('error');
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
