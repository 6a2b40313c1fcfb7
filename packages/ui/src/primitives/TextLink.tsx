'use client';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Slot } from './Slot.tsx';
import { useSlot } from './slots.ts';

export type TextLinkProps = { className?: string; children: ReactNode } & (
  | {
      /** Must already be a vetted http(s) URL (see lib/safeUrl.ts). */
      href: string;
      asChild?: false;
    }
  | {
      /** Render the only child (e.g. a router's `<Link>`) with the link's look; it brings its own `href`. */
      asChild: true;
      href?: never;
    }
);

const classes =
  'font-medium underline underline-offset-2 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-ring';

/** An external link, opened in a new tab without an opener; `asChild` styles a link of yours instead. */
export function TextLink({ href, className, asChild, children }: TextLinkProps) {
  const slot = useSlot('text-link', cn(classes, className));
  if (asChild) return <Slot {...slot}>{children}</Slot>;
  return (
    <a {...slot} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
