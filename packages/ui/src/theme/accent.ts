import type { CSSProperties } from 'react';

export type FoyerTheme = 'light' | 'dark';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rgb or #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: the least contrast the text on an accent gets. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour that reads best on the accent: white or the theme's near-black (`#111114`),
 * whichever contrasts more, and pure black for the few mid-tones where neither reaches 4.5:1 (black
 * or white always does: at worst 4.58:1).
 */
export function accentForeground(accent: string): '#ffffff' | '#111114' | '#000000' {
  const onWhite = contrastRatio(accent, '#ffffff');
  const onNearBlack = contrastRatio(accent, '#111114');
  if (Math.max(onWhite, onNearBlack) < MIN_TEXT_CONTRAST) return '#000000';
  return onWhite >= onNearBlack ? '#ffffff' : '#111114';
}

/**
 * The CSS variables for an accent colour, applied with React's `style` prop on the
 * `[data-foyer-root]` element (CSSOM: fine under a strict CSP). Anything but a #rgb or #rrggbb
 * colour is ignored, and the theme's default accent stays.
 */
export function accentStyle(accent: string | null | undefined): CSSProperties {
  if (!accent || !HEX.test(accent.trim())) return {};
  const value = accent.trim();
  return { '--foyer-accent': value, '--foyer-accent-foreground': accentForeground(value) } as CSSProperties;
}

/** Attributes for a `[data-foyer-root]` element: theme and accent. */
export function themeRootProps(theme: FoyerTheme, accent?: string | null) {
  return { 'data-foyer-root': '', 'data-foyer-theme': theme, style: accentStyle(accent) } as const;
}
