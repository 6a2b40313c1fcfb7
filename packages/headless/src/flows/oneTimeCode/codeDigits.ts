import { CODE_LENGTH } from '../../core/constants.ts';
import { isNumeric, normalizeCode } from '../../core/validation/code.ts';

/** One box per digit of a one-time code: its digit, or `''`. */
export type CodeDigits = readonly string[];

/** An edit of the boxes: the new digits, the box to focus next, the code so far and whether it is whole. */
export interface DigitsEdit {
  digits: string[];
  focus: number;
  /** The digits entered so far, gaps dropped. */
  code: string;
  /** Every box holds a digit: the code is ready to submit. */
  complete: boolean;
}

/** Empty boxes. */
export const emptyDigits = (length: number = CODE_LENGTH): string[] => Array.from({ length }, () => '');

const edit = (digits: string[], focus: number): DigitsEdit => {
  const code = digits.join('');
  return { digits, focus, code, complete: code.length === digits.length };
};

/**
 * Spec §5: `text` typed or pasted at box `index`. Digits only (whitespace stripped), at most the
 * boxes left; a whole code (or longer) fills from the first box. `'not-digits'` when `text` holds
 * anything else (nothing changes), null when it holds nothing. The next focus is the box after the
 * last digit written.
 */
export function enterDigits(digits: CodeDigits, index: number, text: string): DigitsEdit | 'not-digits' | null {
  const clean = normalizeCode(text);
  if (!isNumeric(clean)) return 'not-digits';
  if (!clean) return null;
  const from = clean.length >= digits.length ? 0 : index;
  const incoming = clean.slice(0, digits.length - from);
  const next = [...digits];
  [...incoming].forEach((digit, offset) => {
    next[from + offset] = digit;
  });
  return edit(next, Math.min(from + incoming.length, digits.length - 1));
}

/** Box `index` emptied (its text deleted); the focus stays. */
export function clearDigit(digits: CodeDigits, index: number): DigitsEdit {
  const next = [...digits];
  next[index] = '';
  return edit(next, index);
}

/**
 * Backspace in box `index`: clears its digit and moves back, or, in an empty box, clears the one
 * before and moves there. Null in the first box when it is empty (nothing to clear).
 */
export function backspaceDigit(digits: CodeDigits, index: number): DigitsEdit | null {
  if (digits[index]) return { ...clearDigit(digits, index), focus: Math.max(0, index - 1) };
  if (index === 0) return null;
  return clearDigit(digits, index - 1);
}
