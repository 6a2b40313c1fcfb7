'use client';
import { useState } from 'react';
import { CODE_LENGTH } from '../../core/constants.ts';
import { backspaceDigit, clearDigit, type DigitsEdit, emptyDigits, enterDigits } from './codeDigits.ts';

export interface UseCodeDigitsParameters {
  /** How many boxes (default six). */
  length?: number | undefined;
  /** Every change, with the digits entered so far (gaps dropped). */
  onChange?: ((code: string) => void) | undefined;
  /** Every box holds a digit: submit the code (`useCodeEntry`'s `submit`). */
  onComplete?: ((code: string) => void) | undefined;
  /** Something other than digits was typed or pasted; it was not accepted. */
  onNotDigits?: (() => void) | undefined;
}

/** Where the focus goes after an edit, and whether the code is whole (the caret then goes after the last digit). */
export interface DigitsFocus {
  focus: number;
  complete: boolean;
}

export interface UseCodeDigitsReturnType {
  digits: readonly string[];
  /** Text typed or pasted at box `index`; null when nothing changed. */
  enter(index: number, text: string): DigitsFocus | null;
  /** Backspace in box `index`; null when nothing changed. */
  backspace(index: number): DigitsFocus | null;
  /** Box `index` emptied (its text deleted). */
  clear(index: number): DigitsFocus;
}

/**
 * The boxes of a one-time code (spec §5), for any UI: digits only, a paste fills them (a whole
 * code from the first box), Backspace clears and moves back, and `onComplete` fires once every box
 * holds a digit. The UI renders `digits` and moves the focus where each edit says. To clear the
 * boxes (a new attempt), remount the component that calls it (a `key`).
 */
export function useCodeDigits(params: UseCodeDigitsParameters = {}): UseCodeDigitsReturnType {
  const [digits, setDigits] = useState<string[]>(() => emptyDigits(params.length ?? CODE_LENGTH));
  const apply = (edit: DigitsEdit): DigitsFocus => {
    setDigits(edit.digits);
    params.onChange?.(edit.code);
    if (edit.complete) params.onComplete?.(edit.code);
    return { focus: edit.focus, complete: edit.complete };
  };
  return {
    digits,
    enter(index, text) {
      const edit = enterDigits(digits, index, text);
      if (edit === 'not-digits') params.onNotDigits?.();
      return edit === 'not-digits' || edit === null ? null : apply(edit);
    },
    backspace(index) {
      const edit = backspaceDigit(digits, index);
      return edit && apply(edit);
    },
    clear: (index) => apply(clearDigit(digits, index)),
  };
}
