'use client';
import type { ReactNode } from 'react';
import { useSlot } from '../../primitives/slots.ts';

export interface SigningDetail {
  label: string;
  value: ReactNode;
  /** Addresses, hashes and bytes: monospace, broken anywhere. */
  mono?: boolean;
}

/**
 * What a signing screen shows of a transaction or a hash: label and value, one row each, in a box
 * that scrolls past 310 px (long call data) and takes focus to scroll by keyboard.
 */
export function SigningDetails({ id, label, rows }: { id?: string; label: string; rows: SigningDetail[] }) {
  const slot = useSlot(
    'sign-details',
    'max-h-[310px] w-full overflow-y-auto rounded-foyer-sm border border-border bg-muted p-3 text-left text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring',
  );
  return (
    <section
      {...slot}
      id={id}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <dl className="flex flex-col gap-2">
        {rows.map((row, index) => (
          // Rows may share a label (two transfers): the index keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for the request's life.
          <div key={index} className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{row.label}</dt>
            <dd className={row.mono ? 'font-mono text-xs break-all' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
