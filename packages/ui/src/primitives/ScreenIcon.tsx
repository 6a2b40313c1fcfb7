'use client';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

/** An empty alt: the badge is decorative, and an empty string is no text to translate. */
const decorative = '';

const tones = {
  neutral: 'bg-muted text-foreground',
  quiet: 'bg-muted text-muted-foreground',
  accent: 'bg-muted text-primary',
  success: 'bg-success text-background',
  danger: 'bg-muted text-destructive',
} as const;
export type ScreenIconTone = keyof typeof tones;

export interface ScreenIconProps {
  /** `neutral` (default), `quiet`, `accent`, `success` (filled), `danger`. */
  tone?: ScreenIconTone;
  /** Spacing from the screen's edge (`mt-4`), and anything else the layout needs. */
  className?: string;
  /** The glyph, 28 px. */
  children: ReactNode;
}

/** The round 56 px badge (a fixed square that never shrinks: round, never an ellipse) at the top of a status screen, holding its glyph. Decorative: the title says it. */
export function ScreenIcon({ tone = 'neutral', className, children }: ScreenIconProps) {
  const slot = useSlot(
    'screen-icon',
    cn('flex size-14 shrink-0 items-center justify-center rounded-full', tones[tone], className),
  );
  return <div {...slot}>{children}</div>;
}

/** The screen's badge as an image (a wallet's or an app's icon, already vetted). Decorative: empty alt. */
export function ScreenImage({ src, className }: { src: string; className?: string }) {
  const slot = useSlot('screen-icon', cn('size-14 shrink-0 object-cover', className));
  return <img {...slot} src={src} alt={decorative} />;
}
