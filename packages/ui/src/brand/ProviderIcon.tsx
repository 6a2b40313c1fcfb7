'use client';
import { useSlot } from '../primitives/slots.ts';
import { BrandMark } from './BrandMark.tsx';
import type { BrandMarkName } from './brandMarks.ts';

/**
 * The 56 px disc atop a provider's status screen (OAuth, Telegram, Farcaster) holding its mark.
 * With a `label` it is an image of that name; without, decorative (the title beside it names the
 * provider).
 */
export function ProviderIcon({
  provider,
  label,
  className,
}: {
  provider: BrandMarkName;
  label?: string;
  className?: string;
}) {
  const slot = useSlot(
    'provider-icon',
    `flex size-14 shrink-0 items-center justify-center rounded-full bg-muted text-foreground ${className ?? ''}`,
  );
  return (
    <div {...slot} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <BrandMark name={provider} size={28} />
    </div>
  );
}
