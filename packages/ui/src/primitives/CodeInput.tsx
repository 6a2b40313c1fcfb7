'use client';
import { CODE_LENGTH, type DigitsFocus, useCodeDigits } from '@foyer/headless';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

export interface CodeInputProps {
  /** Accessible name of the group (from messages). */
  label: string;
  /** Accessible name of one box, e.g. 'Digit 1 of 6' (from messages). */
  cellLabel(index: number, count: number): string;
  length?: number | undefined;
  /** Nothing to type yet (e.g. the code is still being sent). */
  disabled?: boolean | undefined;
  /** The code is being checked, or was accepted: the boxes keep focus but take no input. */
  readOnly?: boolean | undefined;
  invalid?: boolean | undefined;
  /** The code was accepted. */
  success?: boolean | undefined;
  /** Play the wrong-code shake. */
  shake?: boolean | undefined;
  /** Take focus on mount, and whenever the boxes become usable again. */
  autoFocus?: boolean | undefined;
  /** Id of the element describing the boxes (an error line). */
  describedBy?: string | undefined;
  /** Every change, with the digits entered so far (gaps dropped). */
  onChange?: ((code: string) => void) | undefined;
  /** All boxes are filled. */
  onComplete?: ((code: string) => void) | undefined;
  /** Something other than digits was typed or pasted; it was not accepted. */
  onNonNumeric?: (() => void) | undefined;
}

/**
 * Focuses a box (clamped to the row). A box with a digit gets it selected, so typing replaces it;
 * once the code is complete the caret goes after the last digit instead, so no selection lingers.
 */
function focusCell(cells: Array<HTMLInputElement | null>, index: number, complete: boolean): void {
  const cell = cells[Math.max(0, Math.min(cells.length - 1, index))];
  if (!cell) return;
  cell.focus();
  if (complete) cell.setSelectionRange(cell.value.length, cell.value.length);
  else cell.select();
}

/**
 * One box per digit (spec §5), on the kit's `useCodeDigits`: digits only, paste fills (at most
 * `length` digits), Backspace clears a digit and moves back, arrows move. This primitive keeps the
 * boxes' DOM and focus. Clear it by remounting (`key`).
 */
export function CodeInput({
  label,
  cellLabel,
  length = CODE_LENGTH,
  disabled,
  readOnly,
  invalid,
  success,
  shake,
  autoFocus,
  describedBy,
  onChange,
  onComplete,
  onNonNumeric,
}: CodeInputProps) {
  const { digits, enter, backspace, clear } = useCodeDigits({
    length,
    onChange,
    onComplete,
    onNotDigits: onNonNumeric,
  });
  const cells = useRef<Array<HTMLInputElement | null>>([]);

  const focus = (index: number, complete = false) => focusCell(cells.current, index, complete);
  const moveTo = (to: DigitsFocus | null) => {
    if (to) focus(to.focus, to.complete);
  };

  // On mount, and when the boxes become usable again: focus the first empty one.
  useEffect(() => {
    if (!autoFocus || disabled) return;
    const firstEmpty = cells.current.findIndex((cell) => cell?.value === '');
    focusCell(cells.current, firstEmpty === -1 ? cells.current.length - 1 : firstEmpty, firstEmpty === -1);
  }, [autoFocus, disabled]);

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'Backspace' && !readOnly) {
      event.preventDefault();
      moveTo(backspace(index));
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (!readOnly) moveTo(enter(index, event.clipboardData.getData('text')));
  };

  // Every box has the same classes (its state is in aria and data attributes).
  const cellSlot = useSlot(
    'code-input-cell',
    cn(
      'h-11 w-11 min-w-0 shrink rounded-foyer-sm border bg-background text-center text-xl font-semibold tabular-nums',
      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
      'disabled:opacity-60 aria-[invalid]:border-destructive',
      success ? 'border-success' : 'border-input',
    ),
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of boxes (the WAI one-time-code pattern); a fieldset would need a legend repeating the screen's title.
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      {...useSlot(
        'code-input',
        'flex w-full justify-center gap-2 data-[shake]:animate-shake motion-reduce:data-[shake]:animate-none',
      )}
      data-invalid={invalid ? '' : undefined}
      data-success={success ? '' : undefined}
      data-shake={shake ? '' : undefined}
    >
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: one box per position; the boxes never reorder.
          key={index}
          ref={(element) => {
            cells.current[index] = element;
          }}
          aria-label={cellLabel(index + 1, length)}
          aria-invalid={invalid ? true : undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          disabled={disabled}
          readOnly={readOnly}
          value={digit}
          onFocus={(event) => {
            if (!readOnly) event.currentTarget.select();
          }}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') clear(index);
            else moveTo(enter(index, value.replace(digit, '') || value));
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          {...cellSlot}
        />
      ))}
    </div>
  );
}
