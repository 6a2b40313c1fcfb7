import {
  ApiError,
  type EmailLoginSnapshot,
  ErrorCode,
  FoyerError,
  NetworkError,
  ValidationError,
} from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { isInlineEmailError, routeEmailLogin } from './emailRouting.ts';

const common = { email: 'a@b.co', codeSentAt: 1, disableSignup: false } as const;
const ok = (status: 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code') =>
  ({ ...common, status, error: null, failedStep: null, result: null }) satisfies EmailLoginSnapshot;
const failed = (error: FoyerError, failedStep: 'send' | 'submit') =>
  ({ ...common, status: 'error', error, failedStep, result: null }) satisfies EmailLoginSnapshot;

const invalidCredentials = new ApiError(422, { error: 'x', code: 'invalid_credentials' }, '/auth');
const tooMany = new ApiError(429, { error: 'x' }, '/init');

describe('routeEmailLogin', () => {
  it('moves to the code screen once a code was sent from the landing screen', () => {
    expect(routeEmailLogin(ok('awaiting-code-input'), 'landing')).toEqual({ type: 'navigate', screen: 'enter-code' });
    expect(routeEmailLogin(ok('awaiting-code-input'), 'enter-code')).toBeNull();
  });

  it.each([
    ['initial', 'landing'],
    ['sending-code', 'landing'],
    ['submitting-code', 'enter-code'],
  ] as const)('stays while %s on %s', (status, screen) => {
    expect(routeEmailLogin(ok(status), screen)).toBeNull();
  });

  it.each([
    ['an invalid address', new ValidationError('email', ErrorCode.INVALID_EMAIL, 'x'), 'send', 'landing'],
    ["a '+' address", new ValidationError('email', ErrorCode.DISALLOWED_PLUS_EMAIL, 'x'), 'send', 'landing'],
    ['a wrong code', invalidCredentials, 'submit', 'enter-code'],
  ] as const)('keeps %s inline', (_, error, step, screen) => {
    const state = failed(error, step);
    expect(isInlineEmailError(state)).toBe(true);
    expect(routeEmailLogin(state, screen)).toBeNull();
  });

  it.each([
    ['too many requests on send', tooMany, 'send', 'landing'],
    ['too many requests on resend', tooMany, 'send', 'enter-code'],
    ['a network error on submit', new NetworkError('/auth', null), 'submit', 'enter-code'],
    ['a disallowed method', new ApiError(403, { error: 'x', code: 'disallowed_login_method' }, '/init'), 'send', 'landing'],
    ['an unknown error', new FoyerError(ErrorCode.UNKNOWN_AUTH_ERROR, 'x'), 'submit', 'enter-code'],
  ] as const)('opens the error screen for %s', (_, error, step, screen) => {
    expect(routeEmailLogin(failed(error, step), screen)).toEqual({ type: 'fail', error });
  });

  it('does not fail twice once on the error screen', () => {
    expect(routeEmailLogin(failed(tooMany, 'send'), 'error')).toBeNull();
  });
});
