'use client';
import { useEffect, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { buttonClasses } from './Button.tsx';
import { CheckIcon, CopyIcon } from './icons.tsx';
import { useSlot } from './slots.ts';

/** Spec §9: the copy confirmation shows for 2000 ms. */
export const COPY_CONFIRMATION_MS = 2_000;

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text);

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  value: string;
  /** The button's text (from messages), e.g. 'Copy'. */
  label: string;
  /** Shown and announced for 2000 ms once copied, e.g. 'Copied'. */
  copiedLabel: string;
  /** Names the button for screen readers when the visible label is not enough (e.g. 'Copy Wallet address'). */
  ariaLabel?: string;
  /** Writes to the clipboard; default `navigator.clipboard.writeText`. */
  writeText?: (text: string) => Promise<void>;
  /** Only the icon shows; the label is for screen readers (rows too narrow for the word). */
  iconOnly?: boolean;
  className?: string;
}

/**
 * A small button that copies `value`. On success it reads `copiedLabel` (visible, and announced
 * through a polite live region) for 2000 ms; a refused clipboard write leaves it as it was.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  ariaLabel,
  writeText = writeToClipboard,
  iconOnly = false,
  className,
}: CopyButtonProps) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const copied = copiedAt !== null;

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = () => {
    writeText(value).then(
      () => setCopiedAt(Date.now()),
      () => setCopiedAt(null),
    );
  };

  return (
    <>
      <button
        type="button"
        {...useSlot(
          'copy-button',
          cn(buttonClasses('ghost', 'sm'), 'gap-1 px-2 text-sm', copied && 'text-success', className),
        )}
        data-state={copied ? 'copied' : 'idle'}
        aria-label={copied ? copiedLabel : ariaLabel}
        onClick={copy}
      >
        {copied ? <CheckIcon size={16} /> : <CopyIcon />}
        <span className={iconOnly ? 'sr-only' : undefined}>{copied ? copiedLabel : label}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
