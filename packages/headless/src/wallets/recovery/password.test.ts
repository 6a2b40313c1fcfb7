import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { generatePassword, PASSWORD_RULES, passwordError, passwordScore, passwordStrength } from './password.ts';

describe('recovery password rules (spec §5)', () => {
  it.each([
    ['', ErrorCode.PASSWORD_TOO_SHORT],
    ['abcde', ErrorCode.PASSWORD_TOO_SHORT],
    ['abc de1', ErrorCode.PASSWORD_INVALID_CHARACTERS],
    ['pässwörd', ErrorCode.PASSWORD_INVALID_CHARACTERS],
  ])('%j: %s', (password, code) => {
    expect(passwordError(password)?.code).toBe(code);
  });

  it('accepts 6 characters of letters, digits and the allowed symbols', () => {
    expect(passwordError('abcdef')).toBeNull();
    expect(passwordError(`Aa1${PASSWORD_RULES.symbols}`)).toBeNull();
  });

  it('lists each refused character once, in order, a space included', () => {
    expect(passwordError('a b c~~d<')?.details?.characters).toEqual([' ', '~', '<']);
  });

  it.each([
    ['', 'weak'],
    ['abc def', 'weak'],
    ['password', 'weak'],
    ['abcdefgh', 'weak'],
    ['Password1!', 'medium'],
    ['Correct-Horse-Battery-Staple', 'strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('the thresholds are the spec\u2019s: above 0.5 Medium, above 0.9 Strong', () => {
    const score = passwordScore('Password1!');
    expect(score).toBeGreaterThan(0.5);
    expect(score).toBeLessThanOrEqual(0.9);
  });

  it('generates 4 capitalised words that are a valid, strong password', async () => {
    const password = await generatePassword();
    expect(password.split('-')).toHaveLength(4);
    expect(password).toMatch(/^([A-Z][a-z]+-){3}[A-Z][a-z]+$/);
    expect(passwordError(password)).toBeNull();
    expect(passwordStrength(password)).toBe('strong');
  });

  it('draws each word from the whole list (the low 11 bits of the draw)', async () => {
    const password = await generatePassword((count) => new Uint16Array(count).fill(2047 + 2048));
    expect(password).toBe('Zoo-Zoo-Zoo-Zoo');
  });
});
