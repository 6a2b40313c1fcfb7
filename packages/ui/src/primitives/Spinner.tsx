import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

export interface SpinnerProps {
  /** Announced to screen readers (from messages). Without it the spinner is decorative. */
  label?: string;
  /** `ring`: around a template's 56 px badge (placed by its `relative` parent). */
  size?: 'sm' | 'lg' | 'ring';
}

const sizes = {
  sm: 'size-4 border-2',
  lg: 'size-10 border-4 text-primary',
  ring: 'absolute -inset-1.5 border-2 text-primary',
} as const;

export function Spinner({ label, size = 'lg' }: SpinnerProps) {
  const a11y = label ? ({ role: 'status', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <span
      {...a11y}
      {...useSlot(
        'spinner',
        cn(
          'inline-block shrink-0 animate-spin rounded-full border-current/25 border-t-current',
          'motion-reduce:animate-spin-slow',
          sizes[size],
        ),
      )}
    />
  );
}
