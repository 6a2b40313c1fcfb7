'use client';
import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

/** The only module that imports `@radix-ui/react-popover`: screens use these three parts. */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;

export interface PopoverContentProps {
  /** The accessible name of the popover (a dialog for assistive technologies). */
  label: string;
  className?: string;
  /** Where focus goes when it opens (default: the first focusable element inside). */
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * A panel anchored to its trigger. Not portalled: it stays inside the modal's theme root and its
 * focus scope (a portal would leave both). Escape and an outside click close it; focus returns to
 * the trigger.
 */
export function PopoverContent({ label, className, onOpenAutoFocus, children }: PopoverContentProps) {
  return (
    <RadixPopover.Content
      aria-label={label}
      align="start"
      sideOffset={4}
      collisionPadding={8}
      {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
      {...useSlot(
        'popover-content',
        cn(
          'z-10 flex max-h-[min(18rem,var(--radix-popover-content-available-height))] w-64 flex-col',
          'overflow-hidden rounded-foyer-sm border border-border bg-background text-foreground shadow-lg outline-none',
          className,
        ),
      )}
    >
      {children}
    </RadixPopover.Content>
  );
}
