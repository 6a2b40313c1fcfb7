'use client';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Slot } from './Slot.tsx';
import { useSlot } from './slots.ts';

export interface ChipProps {
  variant?: 'neutral' | 'success';
  className?: string;
  /** Render the only child (e.g. a link or a button) with the chip's look. */
  asChild?: boolean;
  children: ReactNode;
}

/** A small label: the 'Recent' marker, the 'Code sent' badge. */
export function Chip({ variant = 'neutral', className, asChild = false, children }: ChipProps) {
  const slot = useSlot(
    'chip',
    cn(
      'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
      variant === 'success' ? 'border border-success text-success' : 'bg-muted text-muted-foreground',
      className,
    ),
  );
  const Root = asChild ? Slot : 'span';
  return (
    <Root {...slot} data-variant={variant}>
      {children}
    </Root>
  );
}
