import { ApiError, ErrorCode, FoyerError, type FoyerErrorCode } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.en.ts';
import { oauthFailureCopy } from './oauthErrorCopy.ts';

const client = (code: FoyerErrorCode) => new FoyerError(code, 'test');
const api = (status: number, code: FoyerErrorCode, cause?: string) =>
  new ApiError(status, { error: 'x', code, ...(cause ? { cause } : {}) }, '/api/v1/oauth/authenticate');

describe('oauthFailureCopy (spec §8 social status screen and OAuth flow)', () => {
  it.each<[string, FoyerError, string, boolean]>([
    [
      'linked to another user',
      api(400, ErrorCode.LINKED_TO_ANOTHER_USER),
      'This account has already been linked to another user.',
      false,
    ],
    ['invalid credentials', api(400, ErrorCode.INVALID_CREDENTIALS), 'Something went wrong. Try again.', true],
    [
      'user denied a scope',
      api(403, ErrorCode.OAUTH_USER_DENIED, 'email'),
      'Retry and check email to finish connecting your account.',
      true,
    ],
    [
      'user denied the consent',
      client(ErrorCode.OAUTH_USER_DENIED),
      'User denied confirmation during OAuth flow',
      true,
    ],
    [
      'too many requests',
      api(429, ErrorCode.TOO_MANY_REQUESTS),
      'Too many requests. Please wait before trying again.',
      false,
    ],
    [
      'the provider’s rate limit',
      api(429, ErrorCode.TOO_MANY_REQUESTS, 'oauth_provider_rate_limited'),
      'Request limit reached for Google. Please wait a moment and try again.',
      false,
    ],
    [
      'a suspended account',
      api(403, ErrorCode.OAUTH_ACCOUNT_SUSPENDED),
      'Your Google account is suspended. Please try another login method.',
      false,
    ],
    [
      'one account per type',
      api(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE),
      'You cannot authorize more than one account for this user.',
      false,
    ],
    [
      'an unexpected provider error',
      api(500, ErrorCode.OAUTH_UNEXPECTED),
      'Something went wrong. Please try again.',
      true,
    ],
    [
      'a tampered state',
      client(ErrorCode.OAUTH_STATE_MISMATCH),
      'Unexpected auth flow. This may be a phishing attempt.',
      true,
    ],
    ['a missing verifier', client(ErrorCode.INVALID_PKCE_PARAMETERS), 'Authentication error.', true],
    ['a network failure', client(ErrorCode.NETWORK_ERROR), 'Something went wrong. Please try again.', true],
  ])('%s', (_, error, detail, retryable) => {
    expect(oauthFailureCopy(messages, error, 'Google')).toEqual({ detail, retryable });
  });
});
