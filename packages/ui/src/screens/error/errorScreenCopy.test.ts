import { ApiError, ErrorCode, FoyerError, type FoyerErrorCode, NetworkError } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.en.ts';
import { closesModal, type ErrorViewStatus, errorScreenCopy, errorScreenStatus } from './errorScreenCopy.ts';

const api = (status: number, code?: FoyerErrorCode, error = 'The server says no') =>
  new ApiError(status, { error, ...(code ? { code } : {}) }, '/api/v1/x');

describe('errorScreenStatus (spec §8 error screen mapping)', () => {
  it.each<[string, FoyerError, ErrorViewStatus]>([
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
  ])('%s → %s', (_, error, status) => {
    expect(errorScreenStatus(error)).toBe(status);
  });
});

describe('errorScreenCopy', () => {
  it('shows the server message (trimmed) for 400/422 and SMS verification failures', () => {
    expect(errorScreenCopy('server-message', messages, { serverMessage: ' Domain not allowed ' })).toEqual({
      title: 'Something went wrong',
      detail: 'Domain not allowed',
      action: 'Try again',
    });
    expect(errorScreenCopy('sms-verification-failed', messages, { serverMessage: 'Carrier refused' })).toEqual({
      title: 'Something went wrong',
      detail: 'Carrier refused',
      action: 'Try again',
    });
  });

  it("'Try again later' closes the modal; every other button starts over", () => {
    expect(closesModal('too-many-requests')).toBe(true);
    expect(closesModal('captcha-timeout')).toBe(true);
    expect(closesModal('unknown')).toBe(true);
    for (const status of ['invalid-captcha', 'not-allowed', 'captcha-failed', 'region-not-supported'] as const) {
      expect(closesModal(status)).toBe(false);
      expect(errorScreenCopy(status, messages).action).not.toBe('Try again later');
    }
  });
});
