import type { OAuthProvider } from '@foyer/headless';
import { useSlot } from '../../primitives/slots.ts';

/**
 * Provider marks: the provider's brand colour behind its initial, as inline SVG. This module is
 * imported only by the OAuth status screen, so the icons load with that screen's chunk (never in
 * the page's startup JS).
 */
const marks: Record<OAuthProvider, { color: string; letter: string }> = {
  google: { color: '#4285F4', letter: 'G' },
  twitter: { color: '#000000', letter: 'X' },
  discord: { color: '#5865F2', letter: 'D' },
  github: { color: '#24292F', letter: 'G' },
  spotify: { color: '#1DB954', letter: 'S' },
  instagram: { color: '#E1306C', letter: 'I' },
  tiktok: { color: '#010101', letter: 'T' },
  line: { color: '#06C755', letter: 'L' },
  linkedin: { color: '#0A66C2', letter: 'in' },
  apple: { color: '#000000', letter: 'A' },
};

export function ProviderIcon({
  provider,
  label,
  size = 56,
}: {
  provider: OAuthProvider;
  label: string;
  size?: number;
}) {
  const { color, letter } = marks[provider];
  const slot = useSlot('provider-icon');
  return (
    <svg {...slot} role="img" aria-label={label} width={size} height={size} viewBox="0 0 56 56">
      <circle cx="28" cy="28" r="28" fill={color} />
      <text
        x="28"
        y="29"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize={letter.length > 1 ? 22 : 26}
        fontWeight="700"
      >
        {letter}
      </text>
    </svg>
  );
}
