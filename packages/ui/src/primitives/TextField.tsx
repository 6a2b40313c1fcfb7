'use client';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';

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
    <div data-slot="text-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} data-slot="text-field-label" className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div
        data-slot="text-field-control"
        data-invalid={error ? '' : undefined}
        className={cn(
          'flex h-12 items-center gap-2 rounded-foyer-sm border border-input bg-background pr-1.5 pl-3',
          'data-[invalid]:border-destructive',
          // One ring, around the whole field, while its input has focus (a focused button inside draws its own).
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:-outline-offset-1 has-[input:focus-visible]:outline-ring',
        )}
      >
        <input
          id={id}
          data-slot="text-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-base outline-none"
          {...input}
        />
        {end}
      </div>
      <p id={errorId} data-slot="text-field-error" aria-live="polite" className="min-h-5 text-sm text-destructive">
        {error}
      </p>
    </div>
  );
}
