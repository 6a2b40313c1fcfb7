'use client';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { useSlot } from '../../primitives/slots.ts';

/**
 * The box a message to sign shows in (spec §9: at most 310 px tall): it scrolls, and takes focus to
 * scroll by keyboard. `label` names it (default 'Message').
 */
export function MessageBox({
  className,
  label,
  children,
}: {
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const copy = useMessages().signMessage;
  const box = useSlot(
    'sign-message',
    cn(
      'max-h-[310px] w-full overflow-y-auto rounded-foyer-sm border border-border bg-muted p-3 text-left outline-none focus-visible:outline-2 focus-visible:outline-ring',
      className,
    ),
  );
  return (
    <section
      {...box}
      aria-label={label ?? copy.messageLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      {children}
    </section>
  );
}
