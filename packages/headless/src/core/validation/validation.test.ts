import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/codes.ts';
import { isCompleteCode, isNumeric, normalizeCode } from './code.ts';
import { EMAIL_MAX_LENGTH, validateEmail } from './email.ts';

describe('validateEmail', () => {
  it.each(['ada@example.com', ' ada@example.com ', 'a.b-c@sub.example.co.uk', 'ada+tag@example.com'])(
    'accepts %j',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com'])(
    'rejects %j',
    (email) => {
      expect(validateEmail(email)).toBe(ErrorCode.INVALID_EMAIL);
    },
  );

  it(`caps an address at ${EMAIL_MAX_LENGTH} characters (RFC 5321), surrounding whitespace aside`, () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(validateEmail(address(EMAIL_MAX_LENGTH))).toBeNull();
    expect(validateEmail(` ${address(EMAIL_MAX_LENGTH)} `)).toBeNull();
    expect(validateEmail(address(EMAIL_MAX_LENGTH + 1))).toBe(ErrorCode.INVALID_EMAIL);
    expect(validateEmail(address(1_000_000))).toBe(ErrorCode.INVALID_EMAIL);
  });

  it('applies the plus-address rule only when asked', () => {
    expect(validateEmail('ada+x@example.com', { disallowPlus: true })).toBe(ErrorCode.DISALLOWED_PLUS_EMAIL);
    expect(validateEmail('ada@example.com', { disallowPlus: true })).toBeNull();
  });
});

describe('code rules', () => {
  it('strips whitespace', () => expect(normalizeCode(' 12 3\t456\n')).toBe('123456'));
  it('needs exactly six digits', () => {
    expect(isCompleteCode('012345')).toBe(true);
    expect(['', '12345', '1234567', '12345a', '١٢٣٤٥٦'].map(isCompleteCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('tells numeric input apart', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric('')).toBe(true);
    expect(isNumeric('1a')).toBe(false);
  });
});
