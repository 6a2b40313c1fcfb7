'use client';
import { WalletIcon } from '../../primitives/icons.tsx';

/** An empty alt: the badge is decorative, and an empty string is no text to translate. */
const decorative = '';

const safeIcon = (icon: string | undefined) => (icon && /^(data:image\/|https:)/.test(icon) ? icon : undefined);

/** The wallet's icon for a template's badge (decorative: the title names the wallet), or a generic wallet glyph. */
export function WalletBadge({ icon }: { icon?: string | undefined }) {
  const src = safeIcon(icon);
  return src ? <img src={src} alt={decorative} /> : <WalletIcon />;
}
