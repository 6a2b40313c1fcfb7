'use client';
import * as RadixPopover from '@radix-ui/react-popover';
import { type ReactNode, useCallback, useState } from 'react';
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
 * A panel anchored to its trigger, that never clips: it is portalled to the theme root
 * (`[data-foyer-root]`, so it keeps the theme, and leaves the modal's scrolling panel, which would
 * cut it off), stays 8 px inside the viewport, flips above its trigger when there is more room
 * there, and is never taller than the room it has (its list scrolls). At 440 px or narrower it is a
 * sheet on the bottom edge (popoverSheet.css). Radix keeps it in the dialog's focus scope and
 * layers: Escape and an outside click close it, and focus returns to the trigger.
 */
export function PopoverContent({ label, className, onOpenAutoFocus, children }: PopoverContentProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // The theme root around the trigger; without one (no theme root yet), the panel stays where it is.
  const anchor = useCallback((node: HTMLElement | null) => {
    setContainer(node?.closest<HTMLElement>('[data-foyer-root]') ?? null);
  }, []);
  const content = (
    <RadixPopover.Content
      aria-label={label}
      align="start"
      sideOffset={4}
      collisionPadding={8}
      {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
      {...useSlot(
        'popover-content',
        cn(
          'z-[2147483647] flex max-h-[min(18rem,var(--radix-popover-content-available-height))] w-64 flex-col',
          'overflow-hidden rounded-foyer-sm border border-border bg-background text-foreground shadow-lg outline-none',
          'max-[440px]:max-h-[min(28rem,70dvh)] max-[440px]:w-full max-[440px]:rounded-b-none max-[440px]:border-x-0 max-[440px]:border-b-0',
          className,
        ),
      )}
    >
      {children}
    </RadixPopover.Content>
  );
  return (
    <>
      <span hidden ref={anchor} />
      {container ? <RadixPopover.Portal container={container}>{content}</RadixPopover.Portal> : content}
    </>
  );
}
