'use client';
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { CODE_LENGTH, isNumeric, normalizeCode } from '@foyer/headless';
import { cn } from '../lib/cn.ts';

export interface CodeInputProps {
  /** Accessible name of the group (from messages). */
  label: string;
  /** Accessible name of one box, e.g. 'Digit 1 of 6' (from messages). */
  cellLabel(index: number, count: number): string;
  length?: number | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  /** Play the wrong-code shake. */
  shake?: boolean | undefined;
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
 * One box per digit (spec §5): digits only, paste fills (at most `length` digits), Backspace
 * clears a digit and moves back, arrows move. Clear it by remounting (`key`).
 */
export function CodeInput({
  label,
  cellLabel,
  length = CODE_LENGTH,
  disabled,
  invalid,
  shake,
  autoFocus,
  describedBy,
  onChange,
  onComplete,
  onNonNumeric,
}: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const cells = useRef<Array<HTMLInputElement | null>>([]);

  const focus = (index: number) => {
    const cell = cells.current[Math.max(0, Math.min(length - 1, index))];
    cell?.focus();
    cell?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (code.length === length) onComplete?.(code);
  };

  /** Writes digits from `start`; a full-length code always fills from the first box. */
  const fill = (start: number, text: string) => {
    const clean = normalizeCode(text);
    if (!isNumeric(clean)) {
      onNonNumeric?.();
      return;
    }
    if (!clean) return;
    const from = clean.length >= length ? 0 : start;
    const next = [...digits];
    const incoming = clean.slice(0, length - from);
    [...incoming].forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    commit(next);
    focus(from + incoming.length);
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = '';
    commit(next);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        clear(index);
        if (index > 0) focus(index - 1);
      } else if (index > 0) {
        clear(index - 1);
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      data-slot="code-input"
      data-invalid={invalid ? '' : undefined}
      data-shake={shake ? '' : undefined}
      className="flex justify-center gap-2 data-[shake]:animate-shake motion-reduce:data-[shake]:animate-none"
    >
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder.
          key={index}
          ref={(element) => {
            cells.current[index] = element;
          }}
          data-slot="code-input-cell"
          aria-label={cellLabel(index + 1, length)}
          aria-invalid={invalid ? true : undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // biome-ignore lint/a11y/noAutofocus: the code screen exists to type into these boxes.
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') clear(index);
            else fill(index, value.replace(digit, '') || value);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          className={cn(
            'size-11 rounded-foyer-sm border border-input bg-background text-center text-xl font-semibold tabular-nums',
            'outline-none focus:outline-2 focus:outline-offset-1 focus:outline-ring disabled:opacity-60',
            'aria-[invalid]:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
