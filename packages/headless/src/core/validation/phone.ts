import { ErrorCode } from '../errors/codes.ts';

/** The functions of `./libphonenumber.ts`, once loaded. */
export type PhoneTools = typeof import('./libphonenumber.ts');

let tools: Promise<PhoneTools> | null = null;

/**
 * Loads libphonenumber-js (its own chunk, ~29 kB gzip) the first time a phone field shows or a
 * number is checked; later calls share the same promise.
 */
export function loadPhoneTools(): Promise<PhoneTools> {
  tools ??= import('./libphonenumber.ts').catch((error: unknown) => {
    tools = null; // a failed chunk load may succeed later
    throw error;
  });
  return tools;
}

/** Spec §3 'Phone submission': what a phone input hands on. */
export interface PhoneSubmission {
  /** What the user typed. */
  rawPhoneNumber: string;
  /** E.164 (`+14155550100`), or null when the text is not a number. */
  qualifiedPhoneNumber: string | null;
  /** The number's country (ISO 3166-1 alpha-2), else the one it was read against. */
  countryCode: string;
  /** Valid for its country (spec §5: invalid numbers block submit). */
  isValid: boolean;
}

/**
 * Reads `raw` as a number of `country` (a `+` prefix overrides it). Pure given `tools`, so a
 * component can call it on every keystroke once the tools have loaded.
 */
export function toPhoneSubmission(tools: PhoneTools, raw: string, country: string): PhoneSubmission {
  const fallback = tools.getCountries().find((known) => known === country.toUpperCase()) ?? 'US';
  const parsed = raw.trim() ? tools.parsePhoneNumberFromString(raw, fallback) : undefined;
  return {
    rawPhoneNumber: raw,
    qualifiedPhoneNumber: parsed?.number ?? null,
    countryCode: parsed?.country ?? fallback,
    isValid: parsed?.isValid() ?? false,
  };
}

/** Returns the issue with a submission, or null when it may be sent. */
export function validatePhoneSubmission(phone: PhoneSubmission): typeof ErrorCode.INVALID_PHONE_NUMBER | null {
  return phone.isValid && phone.qualifiedPhoneNumber ? null : ErrorCode.INVALID_PHONE_NUMBER;
}

/** A country and its calling code, for a country picker ('US +1'). */
export interface PhoneCountry {
  countryCode: string;
  callingCode: string;
}

/** Every country libphonenumber knows, with its calling code, in the library's (alphabetical) order. */
export function phoneCountries(tools: PhoneTools): PhoneCountry[] {
  return tools.getCountries().map((countryCode) => ({
    countryCode,
    callingCode: tools.getCountryCallingCode(countryCode),
  }));
}
