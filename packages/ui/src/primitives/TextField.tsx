'use client';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Show the label to sighted users too (default: screen readers only). */
  showLabel?: boolean;
  /** Inline message under the field; marks the input invalid. */
  error?: string | null;
  /** Content at the end of the field, inside its border (a chip, a submit button). */
  end?: ReactNode;
}

/** A labelled input with an inline error, announced politely. */
export function TextField({ label, showLabel = false, error, end, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div {...useSlot('text-field', cn('flex flex-col gap-1.5', className))}>
      <label htmlFor={id} {...useSlot('text-field-label', showLabel ? 'text-sm font-medium' : 'sr-only')}>
        {label}
      </label>
      <div
        {...useSlot(
          'text-field-control',
          cn(
            'flex h-12 items-center gap-2 rounded-foyer-sm border border-input bg-background pr-1.5 pl-3',
            'data-[invalid]:border-destructive',
            // One ring, around the whole field, while its input has focus (a focused button inside draws its own).
            'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:-outline-offset-1 has-[input:focus-visible]:outline-ring',
          ),
        )}
        data-invalid={error ? '' : undefined}
      >
        <input
          id={id}
          {...useSlot('text-field-input', 'h-full min-w-0 flex-1 bg-transparent text-base outline-none')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {end}
      </div>
      <p id={errorId} {...useSlot('text-field-error', 'min-h-5 text-sm text-destructive')} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
