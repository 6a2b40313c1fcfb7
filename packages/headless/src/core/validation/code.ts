import { CODE_LENGTH } from '../constants.ts';

/** Strips whitespace, as the spec asks, before a code is checked or sent. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** True when a (normalized) code is exactly six digits 0-9. */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code);
}

/** True when every character is a digit (an empty string counts as numeric). */
export function isNumeric(text: string): boolean {
  return /^[0-9]*$/.test(text);
}
