'use client';
import type { ReactNode } from 'react';
import { useSlot } from './slots.ts';

/**
 * A screen's error line (under a form, above its buttons), in the danger colour. Its text is the copy's,
 * as text, in an alert: screen readers announce it and tests find it by role.
 */
export function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  const slot = useSlot('error-message', 'text-destructive');
  return (
    <p {...slot} id={id} role="alert">
      {children}
    </p>
  );
}
