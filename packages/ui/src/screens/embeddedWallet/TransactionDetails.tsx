'use client';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { BackIcon } from '../../primitives/icons.tsx';
import { type SigningDetail, SigningDetails } from './SigningDetails.tsx';

/**
 * Spec §2 'Transaction details accordion': 'Transaction details', closed at first; a button (Enter
 * and Space toggle it, `aria-expanded` says which) opens the rows in the signing screens' details box.
 */
export function TransactionDetails({ rows }: { rows: SigningDetail[] }) {
  const copy = useMessages().sendTransaction;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-foyer-sm px-1 py-1 text-left text-sm font-medium outline-none hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {copy.details}
        {/* The Back chevron, turned to point down (closed) or up (open). */}
        <span className={open ? 'flex rotate-90' : 'flex -rotate-90'}>
          <BackIcon />
        </span>
      </button>
      {open ? <SigningDetails id={id} label={copy.details} rows={rows} /> : null}
    </div>
  );
}
