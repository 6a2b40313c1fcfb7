import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/codes.ts';
import { loadPhoneTools, phoneCountries, toPhoneSubmission, validatePhoneSubmission } from './phone.ts';

const tools = await loadPhoneTools();

describe('phone submission (spec §3)', () => {
  it('reads a national number against the chosen country', () => {
    expect(toPhoneSubmission(tools, '(415) 555-0100', 'US')).toEqual({
      rawPhoneNumber: '(415) 555-0100',
      qualifiedPhoneNumber: '+14155550100',
      countryCode: 'US',
      isValid: true,
    });
    expect(toPhoneSubmission(tools, '020 7183 8750', 'GB')).toMatchObject({
      qualifiedPhoneNumber: '+442071838750',
      countryCode: 'GB',
      isValid: true,
    });
  });

  it('lets a + prefix override the chosen country', () => {
    expect(toPhoneSubmission(tools, '+44 20 7183 8750', 'US')).toMatchObject({ countryCode: 'GB', isValid: true });
  });

  it.each([
    ['', 'US'],
    ['555', 'US'],
    ['+1 555 555 0100', 'US'],
    ['4155550100', 'GB'],
    ['not a number', 'US'],
  ])('marks %j (%s) invalid', (raw, country) => {
    const phone = toPhoneSubmission(tools, raw, country);
    expect(phone.isValid).toBe(false);
    expect(validatePhoneSubmission(phone)).toBe(ErrorCode.INVALID_PHONE_NUMBER);
  });

  it('falls back to US for an unknown country', () => {
    expect(toPhoneSubmission(tools, '4155550100', 'ZZ')).toMatchObject({ countryCode: 'US', isValid: true });
  });

  it('accepts a valid number', () => {
    expect(validatePhoneSubmission(toPhoneSubmission(tools, '+14155550100', 'US'))).toBeNull();
  });

  it('lists the countries with their calling codes', () => {
    const countries = phoneCountries(tools);
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ countryCode: 'US', callingCode: '1' });
    expect(countries).toContainEqual({ countryCode: 'GB', callingCode: '44' });
  });

  it('loads the tools once', async () => {
    expect(loadPhoneTools()).toBe(loadPhoneTools());
  });
});
