'use client';
import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * How a template tells the modal's header that its screen is terminal (a success, a final error):
 * the header then offers no Back. The modal provides it around the current screen; outside the
 * modal (Storybook, a page) there is no header and nothing listens.
 */
export const TerminalContext = createContext<((terminal: boolean) => void) | null>(null);

/** Reports `terminal` while the screen shows, and takes it back when the screen goes. */
export function useReportTerminal(terminal: boolean): void {
  const report = useContext(TerminalContext);
  useLayoutEffect(() => {
    report?.(terminal);
    return () => report?.(false);
  }, [report, terminal]);
}
