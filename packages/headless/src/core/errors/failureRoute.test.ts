import { describe, expect, it } from 'vitest';
import { ErrorCode, type FoyerErrorCode } from './codes.ts';
import { ApiError, FoyerError, NetworkError } from './FoyerError.ts';
import { type FailureReason, failureEndsAttempt, failureReason, failureReasons, failureRoute } from './failureRoute.ts';

const api = (status: number, code?: FoyerErrorCode, error = 'The server says no') =>
  new ApiError(status, { error, ...(code ? { code } : {}) }, '/api/v1/x');

describe('failureReason (spec §8 error screen mapping)', () => {
  it.each<[string, FoyerError, FailureReason]>([
    ['invalid captcha', api(400, ErrorCode.INVALID_CAPTCHA), 'invalid-captcha'],
    ['disallowed login method', api(403, ErrorCode.DISALLOWED_LOGIN_METHOD), 'not-allowed'],
    ['captcha failure', new FoyerError(ErrorCode.CAPTCHA_FAILURE, 'Captcha failed'), 'captcha-failed'],
    ['captcha timeout', new FoyerError(ErrorCode.CAPTCHA_TIMEOUT, 'Captcha timed out'), 'captcha-timeout'],
    ['linked to another user', api(400, ErrorCode.LINKED_TO_ANOTHER_USER), 'linked-to-another-user'],
    ['region not supported (SMS)', api(400, ErrorCode.REGION_NOT_SUPPORTED), 'region-not-supported'],
    ['too many requests (code)', api(429, ErrorCode.TOO_MANY_REQUESTS), 'too-many-requests'],
    ['too many requests (a bare 429)', api(429), 'too-many-requests'],
    ['a 400 with a message', api(400), 'server-message'],
    ['a 422 with a message', api(422, ErrorCode.INVALID_DATA), 'server-message'],
    ['a 400 with a blank message', api(400, undefined, '  '), 'unknown'],
    ['SMS verification failure', api(400, ErrorCode.SMS_VERIFICATION_FAILED), 'sms-verification-failed'],
    ['a 500', api(500), 'unknown'],
    ['a 403 with a message (not 400/422)', api(403), 'unknown'],
    ['a network failure', new NetworkError('/api/v1/x', new TypeError('offline')), 'unknown'],
  ])('%s → %s', (_, error, reason) => {
    expect(failureReason(error)).toBe(reason);
    expect(failureRoute(error)).toEqual({ kind: 'error', reason, endsAttempt: failureEndsAttempt(reason) });
  });

  it("ends the attempt only where the only way on is 'Try again later'", () => {
    expect(failureReasons.filter(failureEndsAttempt)).toEqual(['captcha-timeout', 'too-many-requests', 'unknown']);
  });
});

describe('failureRoute (spec §2, §8 auth error codes)', () => {
  it.each([
    [ErrorCode.ALLOWLIST_REJECTED, 403, 'allowlist'],
    [ErrorCode.USER_LIMIT_REACHED, 403, 'user-limit'],
    [ErrorCode.USER_DOES_NOT_EXIST, 404, 'account-not-found'],
  ] as const)('%s has a screen of its own', (code, status, kind) => {
    expect(failureRoute(api(status, code))).toEqual({ kind });
  });

  it('ACCOUNT_TRANSFER_REQUIRED with a nonce (and the flow’s context) offers the transfer, with its data', () => {
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
    expect(failureRoute(error)).toEqual({
      kind: 'account-transfer',
      transfer: {
        nonce: 'n',
        account: { type: 'email', address: 'a@b.co' },
        accountType: 'email',
        linkMethod: 'email',
        displayName: 'a@b.co',
        embeddedWalletAddress: null,
      },
    });
    // Without a nonce (or the flow's context), the error screen.
    expect(failureRoute(api(400, ErrorCode.ACCOUNT_TRANSFER_REQUIRED)).kind).toBe('error');
  });
});
