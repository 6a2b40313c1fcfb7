'use client';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../icons.tsx';
import { ScreenIcon } from '../ScreenIcon.tsx';
import { Spinner } from '../Spinner.tsx';
import type { ScreenTone } from './TemplateFrame.tsx';

/** Glyphs at 28 px, marks and images filling the badge (a wallet's icon inset). */
const SUBJECT = '[&>svg]:size-7 [&>svg[role=img]]:size-14 [&>img]:size-10 [&>img]:rounded-foyer-sm';

export interface StatusBadgeProps {
  tone: ScreenTone;
  /** The screen's subject (a glyph, a provider's or a wallet's mark). */
  icon?: ReactNode;
  /** What the spinner announces (`pending`). */
  busyLabel: string;
}

/**
 * The 56 px badge at the top of every template, the one place a tone is drawn, so a success or an
 * error looks the same in every flow: success is always the filled check, error always the alert,
 * with the subject (a provider's mark, a wallet) small in the corner. Pending is the subject ringed
 * by the spinner (or the spinner alone); info is the subject alone (or nothing).
 */
export function StatusBadge({ tone, icon, busyLabel }: StatusBadgeProps) {
  if (tone === 'success' || tone === 'error') {
    return (
      <ScreenIcon tone={tone === 'success' ? 'success' : 'danger'} className="relative">
        {tone === 'success' ? <CheckIcon size={28} /> : <AlertIcon size={28} />}
        {icon ? (
          <span className="absolute -right-1.5 -bottom-1.5 flex size-7 items-center justify-center overflow-hidden rounded-full bg-background text-foreground ring-2 ring-background [&>*]:size-6 [&>*]:rounded-full">
            {icon}
          </span>
        ) : null}
      </ScreenIcon>
    );
  }
  if (!icon) {
    return tone === 'pending' ? (
      <div className="flex size-14 shrink-0 items-center justify-center">
        <Spinner label={busyLabel} />
      </div>
    ) : null;
  }
  return (
    <ScreenIcon className={`relative ${SUBJECT}`}>
      {icon}
      {tone === 'pending' ? <Spinner label={busyLabel} size="ring" /> : null}
    </ScreenIcon>
  );
}
