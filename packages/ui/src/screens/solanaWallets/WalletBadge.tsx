'use client';
import { WalletIcon } from '../../primitives/icons.tsx';
import { ScreenIcon, ScreenImage } from '../../primitives/ScreenIcon.tsx';

const safeIcon = (icon: string | undefined) => (icon && /^(data:image\/|https:)/.test(icon) ? icon : undefined);

/** The wallet's icon (decorative: the title names the wallet), or a generic wallet glyph. */
export function WalletBadge({ icon }: { icon?: string | undefined }) {
  const src = safeIcon(icon);
  return src ? (
    <ScreenImage src={src} className="mt-2 rounded-foyer-sm" />
  ) : (
    <ScreenIcon tone="neutral" className="mt-2">
      <WalletIcon size={28} />
    </ScreenIcon>
  );
}
