'use client';
import { WalletIcon } from '../../primitives/icons.tsx';

const decorative = '';
const safeIcon = (icon: string | undefined) => (icon && /^(data:image\/|https:)/.test(icon) ? icon : undefined);

/** The wallet's icon (decorative: the title names the wallet), or a generic wallet glyph. */
export function WalletBadge({ icon }: { icon?: string | undefined }) {
  const src = safeIcon(icon);
  return src ? (
    <img data-slot="screen-icon" src={src} alt={decorative} className="mt-2 size-14 rounded-foyer-sm object-cover" />
  ) : (
    <div
      data-slot="screen-icon"
      className="mt-2 flex size-14 items-center justify-center rounded-full bg-muted text-foreground"
    >
      <WalletIcon size={28} />
    </div>
  );
}
