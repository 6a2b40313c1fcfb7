import { ApiError, ErrorCode, FoyerError, type FoyerErrorCode, NetworkError, ValidationError } from '@foyer/headless';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorScreenCopy, errorScreenStatus } from '../screens/error/errorScreenCopy.ts';
import { errorMessage } from './errorMessage.ts';
import { format, formatToParts } from './format.ts';
import { mergeMessages } from './merge.ts';
import { messages } from './messages.en.ts';
import type { LocaleMessages } from './types.ts';

describe('format', () => {
  it('fills placeholders', () => {
    expect(format(messages.enterCode.digitLabel, { index: 2, count: 6 })).toBe('Digit 2 of 6');
    expect(format(messages.enterCode.instructions, { email: 'a@b.co' })).toBe(
      'Please check a@b.co for an email and enter the code below.',
    );
  });

  it('checks the placeholders of a literal template at compile time', () => {
    // @ts-expect-error: `email` is missing
    format(messages.enterCode.instructions, {});
    // @ts-expect-error: `mail` is not a placeholder of the template
    format(messages.enterCode.instructions, { email: 'a', mail: 'b' });
    expectTypeOf(format('plain', {})).toBeString();
  });

  it('accepts any params for a widened string and leaves unknown placeholders alone', () => {
    const template: string = 'Hi {name}, {missing}';
    expect(format(template, { name: 'Ada' })).toBe('Hi Ada, {missing}');
  });

  it('splits a template into parts for rich rendering', () => {
    const link = { link: true };
    expect(formatToParts(messages.terms.text, { terms: link, privacy: 'P' })).toEqual([
      'By logging in I agree to the ',
      link,
      ' & ',
      'P',
    ]);
  });
});

describe('mergeMessages', () => {
  it('deep-merges overrides over English and keeps the rest', () => {
    const merged = mergeMessages({ landing: { header: 'Welcome' }, errors: { unknown: 'Oops' } });
    expect(merged.landing.header).toBe('Welcome');
    expect(merged.landing.recent).toBe('Recent');
    expect(merged.errors.unknown).toBe('Oops');
    expect(merged.errors[ErrorCode.INVALID_CREDENTIALS]).toBe('Invalid or expired verification code');
    expect(messages.landing.header).toBe('Log in or sign up');
  });

  it('ignores unknown keys and non-string values', () => {
    const merged = mergeMessages({ landing: { header: 42, nope: 'x' }, nope: {} } as never);
    expect(merged.landing.header).toBe('Log in or sign up');
    expect(merged).not.toHaveProperty('nope');
    expect(merged.landing).not.toHaveProperty('nope');
  });

  it('returns the defaults themselves without overrides', () => {
    expect(mergeMessages()).toBe(messages);
  });

  it('a locale must provide every key', () => {
    expectTypeOf<LocaleMessages>().toHaveProperty('enterCode');
    // @ts-expect-error: a locale missing a screen does not compile
    const partial: LocaleMessages = { modal: messages.modal };
    expect(partial).toBeDefined();
  });
});

describe('spec copy, word for word', () => {
  it.each([
    [messages.landing.header, 'Log in or sign up'],
    [format(messages.terms.text, { terms: messages.terms.terms, privacy: messages.terms.privacy }), 'By logging in I agree to the Terms & Privacy Policy'],
    [messages.enterCode.resend, 'Resend code'],
    [messages.enterCode.codeSent, 'Code sent'],
    [messages.enterCode.didntGet, "Didn't get an email?"],
    [messages.validation.codeNotNumeric, 'Code should be numeric'],
    [messages.errors[ErrorCode.INVALID_CREDENTIALS], 'Invalid or expired verification code'],
    [messages.errors[ErrorCode.DISALLOWED_PLUS_EMAIL], "Please enter a valid email address without a '+'."],
    [messages.errorScreen.tooManyRequests.title, 'Request failed'],
    [messages.errorScreen.tooManyRequests.detail, 'Too many attempts.'],
    [messages.errorScreen.tooManyRequests.action, 'Try again later'],
    [messages.errorScreen.notAllowed.title, 'Not allowed'],
    [messages.errorScreen.notAllowed.action, 'Try another method'],
    [messages.errorScreen.unknown.title, 'Something went wrong'],
    [messages.errorScreen.unknown.detail, 'Try again later'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

/** Every code the e-mail slice can raise (headless validation, the API, the client). */
const sliceCodes: FoyerErrorCode[] = [
  ErrorCode.INVALID_EMAIL,
  ErrorCode.DISALLOWED_PLUS_EMAIL,
  ErrorCode.INVALID_CODE,
  ErrorCode.INVALID_CREDENTIALS,
  ErrorCode.TOO_MANY_REQUESTS,
  ErrorCode.DISALLOWED_LOGIN_METHOD,
  ErrorCode.INVALID_DATA,
  ErrorCode.NETWORK_ERROR,
  ErrorCode.CLIENT_REQUEST_TIMEOUT,
  ErrorCode.ALREADY_AUTHENTICATED,
  ErrorCode.MUST_BE_AUTHENTICATED,
  ErrorCode.UNKNOWN_AUTH_ERROR,
];

describe('errorMessage', () => {
  it.each(sliceCodes)('%s has its own copy', (code) => {
    const copy: Record<string, string> = messages.errors;
    expect(copy[code], `messages.errors has no entry for '${code}'`).toBeTypeOf('string');
    expect(errorMessage(new FoyerError(code, 'developer text'), messages)).toBe(copy[code]);
  });

  it('falls back to the unknown copy and never shows the developer message', () => {
    const error = new FoyerError(ErrorCode.OAUTH_UNEXPECTED, 'internal detail');
    expect(errorMessage(error, messages)).toBe('Something went wrong');
    expect(errorMessage(null, messages)).toBe('Something went wrong');
  });

  it('uses overridden copy', () => {
    const m = mergeMessages({ errors: { [ErrorCode.INVALID_CREDENTIALS]: 'Nope' } });
    expect(errorMessage(new FoyerError(ErrorCode.INVALID_CREDENTIALS, 'x'), m)).toBe('Nope');
  });
});

describe('error screen mapping (spec §8)', () => {
  it.each([
    ['429', new ApiError(429, { error: 'Too many requests' }, '/init'), 'too-many-requests', messages.errorScreen.tooManyRequests],
    ['disallowed method', new ApiError(403, { error: 'x', code: 'disallowed_login_method' }, '/init'), 'not-allowed', messages.errorScreen.notAllowed],
    ['network', new NetworkError('/init', null), 'unknown', messages.errorScreen.unknown],
    ['500', new ApiError(500, { error: 'boom' }, '/init'), 'unknown', messages.errorScreen.unknown],
    ['400 without a message', new ApiError(400, null, '/init'), 'unknown', messages.errorScreen.unknown],
    ['a validation error', new ValidationError('email', ErrorCode.INVALID_EMAIL, 'x'), 'unknown', messages.errorScreen.unknown],
  ] as const)('%s', (_, error, status, copy) => {
    expect(errorScreenStatus(error)).toBe(status);
    expect(errorScreenCopy(error, messages)).toEqual(copy);
  });

  it.each([400, 422])('a %i shows the server message', (status) => {
    const error = new ApiError(status, { error: '<b>Domain not allowed</b>' }, '/init');
    expect(errorScreenStatus(error)).toBe('server-message');
    expect(errorScreenCopy(error, messages)).toEqual({
      title: 'Something went wrong',
      detail: '<b>Domain not allowed</b>',
      action: 'Try again',
    });
  });
});
