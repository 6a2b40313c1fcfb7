import {
  ApiError,
  ErrorCode,
  FoyerError,
  type FoyerErrorCode,
  failureEndsAttempt,
  failureReason,
  failureReasons,
  NetworkError,
  ValidationError,
} from '@foyer/headless';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorScreenCopy } from '../screens/error/errorScreenCopy.ts';
import { errorMessage } from './errorMessage.ts';
import { format, formatToParts } from './format.ts';
import { mergeMessages } from './merge.ts';
import { type Messages, messages } from './messages.en.ts';
import { formatPlural } from './plural.ts';
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
    const merged = mergeMessages({ landing: { header: 'Welcome' }, errors: { [ErrorCode.NETWORK_ERROR]: 'Oops' } });
    expect(merged.landing.header).toBe('Welcome');
    expect(merged.landing.recent).toBe('Recent');
    expect(merged.errors[ErrorCode.NETWORK_ERROR]).toBe('Oops');
    expect(merged.errors[ErrorCode.INVALID_CREDENTIALS]).toBe('Invalid or expired verification code');
    expect(messages.landing.header).toBe('Log in or sign up');
  });

  it('ignores unknown keys and non-string values', () => {
    const merged = mergeMessages({ landing: { header: 42, nope: 'x' }, nope: {} } as never);
    expect(merged.landing.header).toBe('Log in or sign up');
    expect(merged).not.toHaveProperty('nope');
    expect(merged.landing).not.toHaveProperty('nope');
  });

  it("takes a language's plural forms whole, with categories English does not use", () => {
    const forms = { one: '{count} sekunda', few: '{count} sekundy', many: '{count} sekund', other: '{count} sekundy' };
    const merged = mergeMessages({ locale: 'pl', enterCode: { resendIn: forms } });
    expect(merged.enterCode.resendIn).toEqual(forms);
    expect(formatPlural(merged.locale, merged.enterCode.resendIn, 5)).toBe('5 sekund');
    expect(mergeMessages({ enterCode: { resendIn: 'not forms' as never } }).enterCode.resendIn).toBe(
      messages.enterCode.resendIn,
    );
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
    [
      format(messages.terms.text, { terms: messages.terms.terms, privacy: messages.terms.privacy }),
      'By logging in I agree to the Terms & Privacy Policy',
    ],
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
    [messages.errorScreen.unknown.action, 'Try again later'],
    [messages.enterCode.successTitle, 'Success!'],
    [messages.enterCode.successDetail, "You're good to go!"],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('errorMessage', () => {
  const codes = Object.values(ErrorCode);

  it('has copy for every error code, and for nothing else', () => {
    expectTypeOf<keyof Messages['errors']>().toEqualTypeOf<FoyerErrorCode>();
    expect(Object.keys(messages.errors).sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s: its copy, never the developer message', (code) => {
    const copy = errorMessage(new FoyerError(code, 'developer text'), messages);
    expect(copy).toBe(messages.errors[code]);
    expect(copy).not.toMatch(/developer|\{/);
  });

  it('without an error: the copy for an unknown one', () => {
    expect(errorMessage(null, messages)).toBe('Something went wrong');
  });

  it('uses overridden copy', () => {
    const m = mergeMessages({ errors: { [ErrorCode.INVALID_CREDENTIALS]: 'Nope' } });
    expect(errorMessage(new FoyerError(ErrorCode.INVALID_CREDENTIALS, 'x'), m)).toBe('Nope');
  });
});

describe('formatPlural', () => {
  it('picks the form with Intl.PluralRules and formats the count for the locale', () => {
    const forms = messages.enterCode.resendIn;
    expect(formatPlural('en', forms, 1)).toBe('You can resend it in 1 second.');
    expect(formatPlural('en', forms, 30)).toBe('You can resend it in 30 seconds.');
    expect(formatPlural('en', { one: '{count} item', other: '{count} items' }, 1234)).toBe('1,234 items');
    expect(formatPlural('fr', { one: '{count} seconde', other: '{count} secondes' }, 0)).toBe('0 seconde');
  });

  it('falls back to `other` for a category the forms lack, and checks other placeholders', () => {
    // Arabic has a 'two' category; forms without it use 'other'.
    expect(formatPlural('ar-u-nu-latn', { other: '{count} {unit}' }, 2, { unit: 's' })).toBe('2 s');
    // @ts-expect-error: `unit` is a placeholder of the forms and must be given
    formatPlural('en', { other: '{count} {unit}' }, 2);
  });
});

describe('error screen mapping (spec §8)', () => {
  it.each([
    [
      '429',
      new ApiError(429, { error: 'Too many requests' }, '/init'),
      'too-many-requests',
      messages.errorScreen.tooManyRequests,
    ],
    [
      'disallowed method',
      new ApiError(403, { error: 'x', code: 'disallowed_login_method' }, '/init'),
      'not-allowed',
      messages.errorScreen.notAllowed,
    ],
    ['network', new NetworkError('/init', null), 'unknown', messages.errorScreen.unknown],
    ['500', new ApiError(500, { error: 'boom' }, '/init'), 'unknown', messages.errorScreen.unknown],
    ['400 without a message', new ApiError(400, null, '/init'), 'unknown', messages.errorScreen.unknown],
    [
      'a validation error',
      new ValidationError('email', ErrorCode.INVALID_EMAIL, 'x'),
      'unknown',
      messages.errorScreen.unknown,
    ],
  ] as const)('%s', (_, error, status, copy) => {
    expect(failureReason(error)).toBe(status);
    expect(errorScreenCopy(status, messages)).toEqual(copy);
  });

  it.each([400, 422])('a %i shows the server message', (status) => {
    const error = new ApiError(status, { error: '<b>Domain not allowed</b>' }, '/init');
    expect(failureReason(error)).toBe('server-message');
    expect(errorScreenCopy('server-message', messages, { serverMessage: error.serverMessage })).toEqual({
      title: 'Something went wrong',
      detail: '<b>Domain not allowed</b>',
      action: 'Try again',
    });
  });

  it("never offers 'Try again' beside 'Try again later': those buttons close the modal", () => {
    for (const status of failureReasons) {
      const { detail = '', action } = errorScreenCopy(status, messages, { serverMessage: 'x' });
      expect(failureEndsAttempt(status)).toBe(action === 'Try again later');
      expect(`${detail} ${action}`.match(/try again/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(errorScreenCopy('config-unavailable', messages).action).not.toBe('Try again later');
  });
});
