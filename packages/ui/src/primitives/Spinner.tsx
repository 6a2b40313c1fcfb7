import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

export interface SpinnerProps {
  /** Announced to screen readers (from messages). Without it the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'lg';
  /** Placement (a ring around a badge). */
  className?: string;
}

export function Spinner({ label, size = 'lg', className }: SpinnerProps) {
  const a11y = label ? ({ role: 'status', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <span
      {...a11y}
      {...useSlot(
        'spinner',
        cn(
          'inline-block shrink-0 animate-spin rounded-full border-current/25 border-t-current',
          'motion-reduce:animate-spin-slow',
          size === 'lg' ? 'size-10 border-4 text-primary' : 'size-4 border-2',
          className,
        ),
      )}
    />
  );
}
