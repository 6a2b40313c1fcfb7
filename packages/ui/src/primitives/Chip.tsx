import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface ChipProps {
  variant?: 'neutral' | 'success';
  children: ReactNode;
}

/** A small label: the 'Recent' marker, the 'Code sent' badge. */
export function Chip({ variant = 'neutral', children }: ChipProps) {
  return (
    <span
      data-slot="chip"
      data-variant={variant}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        variant === 'success' ? 'border border-success text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}
