'use client';
import { useEffect, useRef } from 'react';
import type { LandingViewStatus } from './LandingView.tsx';

/**
 * Opening the overflow list moves the focus into it; leaving it returns the focus to the row that
 * opened it. Returns the ref callback for the list shown (the first rows, or the overflow list).
 */
export function useListFocus(status: LandingViewStatus): (element: HTMLElement | null) => void {
  const list = useRef<HTMLElement | null>(null);
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    const target =
      status === 'overflow' ? 'input, button' : previous.current === 'overflow' ? '[data-row="overflow"]' : null;
    if (target) list.current?.querySelector<HTMLElement>(target)?.focus();
    previous.current = status;
  }, [status]);
  return (element) => {
    list.current = element;
  };
}
