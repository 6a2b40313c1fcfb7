'use client';
import type { ReactNode } from 'react';
import { useSlot } from './slots.ts';

/** A screen's error line (under a form, above its buttons), in the danger colour. Its text is the copy's, as text. */
export function ErrorMessage({ id, role, children }: { id?: string; role?: 'alert'; children: ReactNode }) {
  const slot = useSlot('error-message', 'text-destructive');
  return (
    <p {...slot} id={id} role={role}>
      {children}
    </p>
  );
}
