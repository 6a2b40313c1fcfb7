'use client';
import { type ReactNode, useState } from 'react';
import { TerminalContext } from '../primitives/templates/screenFrame.ts';
import { ModalHeader } from './ModalHeader.tsx';

export interface ScreenFrameProps {
  /** The header's Back (see `ModalHeader`); a terminal screen hides it whatever this says. */
  onBack?: (() => void) | null | undefined;
  closable?: boolean;
  children: ReactNode;
}

/**
 * The header above the current screen. The screen's template reports whether it is terminal (a
 * success, a final error): then the header offers no Back, whatever the screen's definition says.
 */
export function ScreenFrame({ onBack, closable = true, children }: ScreenFrameProps) {
  const [terminal, setTerminal] = useState(false);
  return (
    <>
      <ModalHeader onBack={terminal ? undefined : onBack} closable={closable} />
      <TerminalContext value={setTerminal}>{children}</TerminalContext>
    </>
  );
}
